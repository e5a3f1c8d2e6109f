import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Notification, notifications } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const note = (n: number) => ({ kind: "test", title: `Title ${n}`, body: `Body ${n}`, link: "/dashboard" });

describe("notifications", () => {
  it("need a session", async () => {
    const anonymous = client(t);
    expect((await anonymous({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    expect((await anonymous({ method: "PUT", url: "/api/notifications/read-all" })).statusCode).toBe(401);
  });

  it("lists the user's own, newest first, with the unread count", async () => {
    const rider = await createUser(t);
    const other = await createUser(t);
    await t.app.notifier.notify(rider.id, note(1));
    await t.app.notifier.notify(rider.id, { kind: "ride.offer", title: "New offer", body: "₦2,000" });
    await t.app.notifier.notify(other.id, note(3));
    const res = await (await signedIn(t, rider))({ method: "GET", url: "/api/notifications" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread).toBe(2);
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(["New offer", "Title 1"]);
    expect(body.data[0]).toMatchObject({ kind: "ride.offer", body: "₦2,000", link: null, readAt: null });
    expect(body.data[1]).toMatchObject({ kind: "test", link: "/dashboard" });
    expect(Date.parse(body.data[0].createdAt)).not.toBeNaN();
  });

  it("lists at most 50 but counts every unread one", async () => {
    const user = await createUser(t, { role: "driver" });
    await t.database.db
      .insert(notifications)
      .values(Array.from({ length: 55 }, (_, i) => ({ userId: user.id, ...note(i) })));
    const body = (await (await signedIn(t, user))({ method: "GET", url: "/api/notifications" })).json();
    expect(body.data).toHaveLength(50);
    expect(body.unread).toBe(55);
  });

  it("marks one read, keeping the first read time; another user cannot", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const first = await t.app.notifier.notify(owner.id, note(1));
    await t.app.notifier.notify(owner.id, note(2));
    const c = await signedIn(t, owner);
    const s = await signedIn(t, stranger);

    const refused = await s({ method: "PUT", url: `/api/notifications/${first.id}/read` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Notification not found");
    expect((await s({ method: "GET", url: "/api/notifications" })).json()).toEqual({ data: [], unread: 0 });

    const marked = await c({ method: "PUT", url: `/api/notifications/${first.id}/read` });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().unread).toBe(1);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, first.id));
    expect(row?.readAt).toBeInstanceOf(Date);
    await c({ method: "PUT", url: `/api/notifications/${first.id}/read` });
    const [again] = await t.database.db.select().from(notifications).where(eq(notifications.id, first.id));
    expect(again?.readAt?.getTime()).toBe(row?.readAt?.getTime());

    const list = (await c({ method: "GET", url: "/api/notifications" })).json();
    expect(list.unread).toBe(1);
    expect(list.data.find((n: { id: string }) => n.id === first.id).readAt).toBe(row?.readAt?.toISOString());

    expect((await c({ method: "PUT", url: "/api/notifications/not-an-id/read" })).statusCode).toBe(404);
  });

  it("marks all read for the user only", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await t.app.notifier.notify(owner.id, note(1));
    await t.app.notifier.notify(owner.id, note(2));
    await t.app.notifier.notify(other.id, note(3));
    const res = await (await signedIn(t, owner))({ method: "PUT", url: "/api/notifications/read-all" });
    expect(res.statusCode).toBe(200);
    expect(res.json().unread).toBe(0);
    expect(
      (await (await signedIn(t, owner))({ method: "GET", url: "/api/notifications" })).json().unread,
    ).toBe(0);
    expect(
      (await (await signedIn(t, other))({ method: "GET", url: "/api/notifications" })).json().unread,
    ).toBe(1);
  });

  it("tells this app's listeners about notify, not about a bare create until published", async () => {
    const user = await createUser(t);
    const seen: Notification[] = [];
    const stop = t.app.notifier.onCreated((n) => {
      if (n.userId === user.id) seen.push(n);
    });
    const failing = t.app.notifier.onCreated(() => {
      throw new Error("socket down");
    });
    try {
      const pushed = await t.app.notifier.notify(user.id, note(1));
      expect(seen.map((n) => n.id)).toEqual([pushed.id]);
      const quiet = await t.app.notifier.create(t.database.db, user.id, note(2));
      expect(seen).toHaveLength(1);
      t.app.notifier.publish(quiet);
      expect(seen.map((n) => n.id)).toEqual([pushed.id, quiet.id]);
    } finally {
      stop();
      failing();
    }
    await t.app.notifier.notify(user.id, note(3));
    expect(seen).toHaveLength(2);
  });

  it("belongs to its app: another app in the same process never pushes this one's notifications", async () => {
    const other = await createTestApp();
    try {
      const user = await createUser(t);
      const seenByOther: Notification[] = [];
      const stop = other.app.notifier.onCreated((n) => void seenByOther.push(n));
      await t.app.notifier.notify(user.id, note(1));
      stop();
      expect(seenByOther).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
