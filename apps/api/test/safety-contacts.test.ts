import { SAFETY_MESSAGES, TRUSTED_CONTACTS_MAX } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safetySettings, trustedContacts } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

/**
 * Trusted contacts (docs/api-safety.md): up to five per user, each a name, a Nigerian mobile number kept in
 * E.164 and an optional e-mail; only their owner reads or changes them; bad input changes nothing; they go with
 * the account. The night-ride setting is off until the user turns it on.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let numbers = 0;
const phone = () =>
  `0803 ${String(100 + (numbers % 900)).padStart(3, "0")} ${String(1000 + numbers++).slice(-4)}`;
const e164 = (typed: string) => `+234${typed.replaceAll(" ", "").slice(1)}`;

async function rider() {
  const user = await createUser(t);
  return { user, api: await signedIn(t, user) };
}

const list = async (api: Awaited<ReturnType<typeof rider>>["api"]) => {
  const res = await api({ method: "GET", url: "/api/me/trusted-contacts" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    contacts: { id: string; name: string; phone: string; email: string | null }[];
    max: number;
    nightAutoShare: boolean;
  };
};

describe("trusted contacts", () => {
  it("adds, lists, edits and removes a contact, the phone in E.164 and the name cleaned", async () => {
    const { api } = await rider();
    expect(await list(api)).toMatchObject({ contacts: [], max: TRUSTED_CONTACTS_MAX, nightAutoShare: false });
    const typed = phone();
    const added = await api({
      method: "POST",
      url: "/api/me/trusted-contacts",
      payload: { name: "  Mama\u200B  Ada ", phone: typed, email: "Mama@Example.com" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const contact = added.json().data;
    expect(contact).toMatchObject({ name: "Mama Ada", phone: e164(typed), email: "mama@example.com" });

    const edited = await api({
      method: "PUT",
      url: `/api/me/trusted-contacts/${contact.id}`,
      payload: { name: "Mum", phone: `+234${typed.replaceAll(" ", "").slice(1)}`, email: "" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await list(api)).contacts).toEqual([
      expect.objectContaining({ id: contact.id, name: "Mum", phone: e164(typed), email: null }),
    ]);

    const removed = await api({ method: "DELETE", url: `/api/me/trusted-contacts/${contact.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(api)).contacts).toEqual([]);
  });

  it("refuses a sixth contact with a clear message, even when they are sent at once", async () => {
    const { api } = await rider();
    const sends = Array.from({ length: TRUSTED_CONTACTS_MAX + 2 }, (_, i) =>
      api({
        method: "POST",
        url: "/api/me/trusted-contacts",
        payload: { name: `Friend ${i}`, phone: phone() },
      }),
    );
    const answers = await Promise.all(sends);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(TRUSTED_CONTACTS_MAX);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(refused[0]?.json().message).toBe(SAFETY_MESSAGES.tooMany);
    expect((await list(api)).contacts).toHaveLength(TRUSTED_CONTACTS_MAX);
  });

  it("refuses the same number twice", async () => {
    const { api } = await rider();
    const typed = phone();
    const first = await api({
      method: "POST",
      url: "/api/me/trusted-contacts",
      payload: { name: "A", phone: typed },
    });
    expect(first.statusCode).toBe(201);
    const again = await api({
      method: "POST",
      url: "/api/me/trusted-contacts",
      payload: { name: "B", phone: e164(typed) },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: SAFETY_MESSAGES.duplicatePhone,
      errors: { phone: expect.any(String) },
    });
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const { api } = await rider();
    const good = { name: "Chidi", phone: phone() };
    const added = await api({ method: "POST", url: "/api/me/trusted-contacts", payload: good });
    const id = added.json().data.id as string;
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...good, name: "" }, "name", SAFETY_MESSAGES.nameRequired],
      [{ ...good, name: " \u200B " }, "name", SAFETY_MESSAGES.nameRequired],
      [{ ...good, name: "x".repeat(61) }, "name", SAFETY_MESSAGES.nameTooLong],
      [{ ...good, name: "Chi\u0000di" }, "name", ""],
      [{ ...good, phone: "0203 123 4567" }, "phone", SAFETY_MESSAGES.phone],
      [{ ...good, phone: "+44 7700 900123" }, "phone", SAFETY_MESSAGES.phone],
      [{ name: "Chidi" }, "phone", SAFETY_MESSAGES.phone],
      [{ ...good, email: "not-an-email" }, "email", SAFETY_MESSAGES.email],
    ];
    for (const [payload, field, message] of bad) {
      for (const [method, url] of [
        ["POST", "/api/me/trusted-contacts"],
        ["PUT", `/api/me/trusted-contacts/${id}`],
      ] as const) {
        const res = await api({ method, url, payload });
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
        if (message) expect(res.json().errors?.[field]).toBe(message);
      }
    }
    expect((await list(api)).contacts).toEqual([
      expect.objectContaining({ id, name: "Chidi", phone: e164(good.phone) }),
    ]);
  });

  it("keeps contacts to their owner: another user's is 404, without a session 401, without CSRF 403", async () => {
    const owner = await rider();
    const other = await rider();
    const added = await owner.api({
      method: "POST",
      url: "/api/me/trusted-contacts",
      payload: { name: "Ngozi", phone: phone() },
    });
    const id = added.json().data.id as string;
    expect((await list(other.api)).contacts).toEqual([]);
    const edit = await other.api({
      method: "PUT",
      url: `/api/me/trusted-contacts/${id}`,
      payload: { name: "Taken", phone: phone() },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(SAFETY_MESSAGES.contactNotFound);
    expect((await other.api({ method: "DELETE", url: `/api/me/trusted-contacts/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await other.api({ method: "DELETE", url: "/api/me/trusted-contacts/not-a-uuid" })).statusCode,
    ).toBe(404);

    const anonymous = client(t);
    expect((await anonymous({ method: "GET", url: "/api/me/trusted-contacts" })).statusCode).toBe(401);
    const noCsrf = await owner.api({
      method: "POST",
      url: "/api/me/trusted-contacts",
      payload: { name: "X", phone: phone() },
      headers: { "x-campusgo-csrf": "" },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await list(owner.api)).contacts).toEqual([expect.objectContaining({ id, name: "Ngozi" })]);
  });

  it("saves the night-ride setting, off by default", async () => {
    const { api } = await rider();
    const on = await api({
      method: "PUT",
      url: "/api/me/trusted-contacts/settings",
      payload: { nightAutoShare: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await list(api)).nightAutoShare).toBe(true);
    const bad = await api({
      method: "PUT",
      url: "/api/me/trusted-contacts/settings",
      payload: { nightAutoShare: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await list(api)).nightAutoShare).toBe(true);
  });

  it("removes the contacts and the setting with the account", async () => {
    const { user, api } = await rider();
    await api({ method: "POST", url: "/api/me/trusted-contacts", payload: { name: "Obi", phone: phone() } });
    await api({ method: "PUT", url: "/api/me/trusted-contacts/settings", payload: { nightAutoShare: true } });
    const deleted = await api({
      method: "DELETE",
      url: "/api/users/me",
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(trustedContacts).where(eq(trustedContacts.userId, user.id))).toEqual([]);
    expect(await db.select().from(safetySettings).where(eq(safetySettings.userId, user.id))).toEqual([]);
  });
});
