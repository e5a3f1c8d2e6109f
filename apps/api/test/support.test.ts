import { SUPPORT_MESSAGES, SUPPORT_MESSAGES_PER_HOUR } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, supportConversations, supportMessages } from "../src/db/schema/index.ts";
import { lastMail } from "./helpers/outbox.ts";
import { completedTrip, paymentsSuite } from "./helpers/payments.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * Support (docs/api-support.md, decision 36): a user writes to support, about one of their trips or not; only
 * they read their conversations; an admin's answer reaches them in the app and by e-mail; admins close and
 * reopen; bad input and too many messages change nothing.
 */
const { t, admin, asAdmin } = await paymentsSuite();

const message = (overrides: Record<string, unknown> = {}) => ({
  topic: "ride",
  subject: "Driver took a longer way",
  body: "My ride went round the back of the library.\nIt cost more than I expected.",
  ...overrides,
});

async function storedFor(userId: string) {
  return t.database.db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
}

describe("writing to support", () => {
  it("starts a conversation with the trip attached, listed for its writer only; strangers get 404", async () => {
    const trip = await completedTrip(t);
    const sent = await trip.rider({
      method: "POST",
      url: "/api/support/conversations",
      payload: message({ tripKind: "ride", tripId: trip.rideId }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe(SUPPORT_MESSAGES.sent);
    const view = sent.json().data;
    expect(view).toMatchObject({
      topic: "ride",
      subject: "Driver took a longer way",
      status: "open",
      lastFrom: "user",
      trip: { kind: "ride", id: trip.rideId },
    });
    expect(view.trip.summary).toMatch(/ to /);
    expect(view.messages).toHaveLength(1);
    expect(view.messages[0]).toMatchObject({ from: "user", body: message().body });

    const list = await trip.rider({ method: "GET", url: "/api/support/conversations" });
    expect(list.json().data.map((c: { id: string }) => c.id)).toEqual([view.id]);

    // The trip's driver, another user and another rider: none of them sees it or writes in it.
    const stranger = await signedIn(t, await createUser(t));
    for (const other of [trip.driver.api, stranger]) {
      const read = await other({ method: "GET", url: `/api/support/conversations/${view.id}` });
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(SUPPORT_MESSAGES.notFound);
      const write = await other({
        method: "POST",
        url: `/api/support/conversations/${view.id}/messages`,
        payload: { body: "Let me in" },
      });
      expect(write.statusCode).toBe(404);
      expect((await other({ method: "GET", url: "/api/support/conversations" })).json().data).toEqual([]);
    }
    const [stored] = await storedFor(trip.riderUser.id);
    const messages = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, view.id));
    expect(stored?.status).toBe("open");
    expect(messages).toHaveLength(1);

    // Users are not admins.
    const asUser = await trip.rider({ method: "GET", url: `/api/admin/support/conversations/${view.id}` });
    expect(asUser.statusCode).toBe(403);
  });

  it("refuses a trip that is not the caller's, and a trip without its kind", async () => {
    const trip = await completedTrip(t);
    const other = await createUser(t);
    const api = await signedIn(t, other);
    const foreign = await api({
      method: "POST",
      url: "/api/support/conversations",
      payload: message({ tripKind: "ride", tripId: trip.rideId }),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SUPPORT_MESSAGES.tripNotFound);
    const noKind = await api({
      method: "POST",
      url: "/api/support/conversations",
      payload: message({ tripId: trip.rideId }),
    });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toBe(SUPPORT_MESSAGES.tripKind);
    expect(await storedFor(other.id)).toEqual([]);
  });

  it("refuses empty, blank, too long and NUL-carrying messages with a clear message, storing nothing", async () => {
    const user = await createUser(t);
    const api = await signedIn(t, user);
    const cases: [Record<string, unknown>, string][] = [
      [message({ body: "" }), SUPPORT_MESSAGES.bodyRequired],
      [message({ body: " \n\t \u200B " }), SUPPORT_MESSAGES.bodyRequired],
      [message({ body: "x".repeat(2001) }), SUPPORT_MESSAGES.bodyLong],
      [message({ subject: "" }), SUPPORT_MESSAGES.subjectRequired],
      [message({ subject: "ab" }), SUPPORT_MESSAGES.subjectShort],
      [message({ subject: "s".repeat(121) }), SUPPORT_MESSAGES.subjectLong],
      [message({ topic: "weather" }), SUPPORT_MESSAGES.topic],
      [message({ subject: undefined }), SUPPORT_MESSAGES.subjectRequired],
    ];
    for (const [payload, expected] of cases) {
      const res = await api({ method: "POST", url: "/api/support/conversations", payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(expected);
    }
    const nul = await api({
      method: "POST",
      url: "/api/support/conversations",
      payload: message({ body: "hi\u0000there" }),
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toEqual(expect.any(String));
    expect(await storedFor(user.id)).toEqual([]);

    // 2,000 characters is allowed.
    const longest = await api({
      method: "POST",
      url: "/api/support/conversations",
      payload: message({ body: "y".repeat(2000) }),
    });
    expect(longest.statusCode, longest.body).toBe(201);
    const reply = await api({
      method: "POST",
      url: `/api/support/conversations/${longest.json().data.id}/messages`,
      payload: { body: "   " },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(SUPPORT_MESSAGES.replyRequired);
  });

  it(`lets a user send ${SUPPORT_MESSAGES_PER_HOUR} messages an hour, even when sent all at once`, async () => {
    const user = await createUser(t);
    const api = await signedIn(t, user);
    const tries = SUPPORT_MESSAGES_PER_HOUR + 6;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        api({
          method: "POST",
          url: "/api/support/conversations",
          payload: message({ subject: `Question ${i}` }),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(SUPPORT_MESSAGES_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(tries - SUPPORT_MESSAGES_PER_HOUR);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json().message).toBe(SUPPORT_MESSAGES.tooMany);
    // When to try again: when the oldest message of the hour leaves it, about an hour from now.
    const retryAfter = Number(refused?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedFor(user.id)).toHaveLength(SUPPORT_MESSAGES_PER_HOUR);
    // Replies count too.
    const first = answers.find((a) => a.statusCode === 201)?.json().data.id;
    const more = await api({
      method: "POST",
      url: `/api/support/conversations/${first}/messages`,
      payload: { body: "Anyone?" },
    });
    expect(more.statusCode).toBe(429);
  });
});

describe("support's answers", () => {
  it("reach the user in the app and by e-mail; closing and reopening are audited; the user's reply reopens", async () => {
    const user = await createUser(t, { fullName: "Chioma Eze" });
    const api = await signedIn(t, user);
    const id = (
      await api({ method: "POST", url: "/api/support/conversations", payload: message({ topic: "payment" }) })
    ).json().data.id as string;

    const seen = await asAdmin({ method: "GET", url: `/api/admin/support/conversations/${id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.user).toMatchObject({ name: "Chioma Eze", email: user.email });

    const answer = "Sorry about that. We have refunded ₦300 to your wallet.\nThank you for telling us.";
    const replied = await asAdmin({
      method: "POST",
      url: `/api/admin/support/conversations/${id}/messages`,
      payload: { body: answer },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().message).toBe(SUPPORT_MESSAGES.answered);
    expect(replied.json().data.status).toBe("in_progress");

    // In the app: the conversation has the answer and the user has a notification leading to it.
    const mine = (await api({ method: "GET", url: `/api/support/conversations/${id}` })).json().data;
    expect(mine.status).toBe("in_progress");
    expect(mine.lastFrom).toBe("support");
    expect(mine.messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ["user", message().body],
      ["support", answer],
    ]);
    expect(mine.messages[1].author).toBe(`${admin.fullName.split(" ")[0]}, CampusGo support`);
    const notifications = (await api({ method: "GET", url: "/api/notifications" })).json().data;
    const notice = (notifications.items ?? notifications).find(
      (n: { kind: string }) => n.kind === "support.reply",
    );
    expect(notice).toMatchObject({ title: "Support answered", link: `/dashboard/support/${id}` });

    // By e-mail: the answer and the link to the conversation.
    const mail = await lastMail(t, user.email, `Re: ${message().subject}`);
    expect(mail.text).toContain("We have refunded ₦300 to your wallet.");
    expect(mail.text).toContain(`/dashboard/support/${id}`);

    // Close, twice; reopen; the audit log has each.
    const closed = await asAdmin({ method: "POST", url: `/api/admin/support/conversations/${id}/close` });
    expect(closed.json().data.status).toBe("closed");
    const again = await asAdmin({ method: "POST", url: `/api/admin/support/conversations/${id}/close` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUPPORT_MESSAGES.alreadyClosed);
    const reopened = await asAdmin({ method: "POST", url: `/api/admin/support/conversations/${id}/reopen` });
    expect(reopened.json().data.status).toBe("open");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["support.close", "support.reopen", "support.reply"]);

    // The user writes in a closed conversation: it waits for support again.
    await asAdmin({ method: "POST", url: `/api/admin/support/conversations/${id}/close` });
    const back = await api({
      method: "POST",
      url: `/api/support/conversations/${id}/messages`,
      payload: { body: "It has not arrived yet." },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: "open", lastFrom: "user" });

    // A support agent answers; a finance admin may read the inbox but not answer, and changes nothing.
    const agent = await signedIn(
      t,
      await createUser(t, { role: "admin", adminRight: "support", fullName: "Musa Bello" }),
    );
    const byAgent = await agent({
      method: "POST",
      url: `/api/admin/support/conversations/${id}/messages`,
      payload: { body: "Checking with the driver now." },
    });
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    expect(byAgent.json().data.messages.at(-1).author).toBe("Musa, CampusGo support");
    const finance = await signedIn(t, await createUser(t, { role: "admin", adminRight: "finance" }));
    const before = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, id));
    const byFinance = await finance({
      method: "POST",
      url: `/api/admin/support/conversations/${id}/messages`,
      payload: { body: "Not mine to answer" },
    });
    expect(byFinance.statusCode).toBe(403);
    expect(byFinance.json().message).toBe("Your admin right (Finance) does not allow this");
    expect(
      (await finance({ method: "POST", url: `/api/admin/support/conversations/${id}/close` })).statusCode,
    ).toBe(403);
    expect((await finance({ method: "GET", url: "/api/admin/inbox?kind=support" })).statusCode).toBe(200);
    const after = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, id));
    expect(after).toHaveLength(before.length);

    const unknown = await asAdmin({
      method: "POST",
      url: "/api/admin/support/conversations/0190a1b2-0000-7000-8000-000000000000/messages",
      payload: { body: "Hello" },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
