import { PEOPLE_MESSAGES } from "@campusgo/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { auditLog, driverPresence, notifications, type User, users } from "../src/db/schema/index.ts";
import { rightRefused } from "../src/plugins/admin-rights.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { outbox } from "./helpers/outbox.ts";
import {
  approvedDriver,
  book,
  MANUAL_DISPATCH,
  onlineDriver,
  ownArea,
  redisEnv,
  type SignedIn,
  testRedisUrl,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
let ops: SignedIn;
let opsUser: User;
let finance: SignedIn;
let support: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv(), SUPPORT_EMAIL: "help@campusgo.test" });
  opsUser = await createUser(t, { role: "admin", adminRight: "operations" });
  ops = await signedIn(t, opsUser);
  finance = await signedIn(t, await createUser(t, { role: "admin", adminRight: "finance" }));
  support = await signedIn(t, await createUser(t, { role: "admin", adminRight: "support" }));
});
afterAll(async () => {
  await t.close();
});

const suspend = (id: string, reason: string, as: SignedIn = ops) =>
  as({ method: "POST", url: `/api/admin/users/${id}/suspend`, payload: { reason } });
const reinstate = (id: string, reason = "Appeal accepted", as: SignedIn = ops) =>
  as({ method: "POST", url: `/api/admin/users/${id}/reinstate`, payload: { reason } });
const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const accountOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe("suspending a rider", () => {
  it("stops their bookings with a clear message, tells them in the app and by e-mail, and is audited", async () => {
    const rider = await createUser(t);
    const api = await signedIn(t, rider);
    const reason = "Three no-shows at the main gate this week";
    const res = await suspend(rider.id, reason);
    expect([res.statusCode, res.json().message]).toEqual([200, PEOPLE_MESSAGES.suspended]);

    const refused = PEOPLE_MESSAGES.riderSuspended(reason);
    const ride = await api({ method: "POST", url: "/api/rides", payload: {} });
    expect([ride.statusCode, ride.json().message]).toEqual([403, refused]);
    const delivery = await api({ method: "POST", url: "/api/deliveries", payload: {} });
    expect([delivery.statusCode, delivery.json().message]).toEqual([403, refused]);
    const seat = await api({ method: "POST", url: "/api/shuttle/seats", payload: {} });
    expect([seat.statusCode, seat.json().message]).toEqual([403, refused]);

    // They still sign in and read why.
    const me = (await api({ method: "GET", url: "/api/auth/me" })).json().data;
    expect(me.suspension.reason).toBe(reason);
    expect((await api({ method: "GET", url: "/api/notifications" })).statusCode).toBe(200);

    const notice = (await noticesOf(rider.id)).find((n) => n.kind === "account.suspended");
    expect(notice?.body).toContain(reason);
    const mail = (await outbox(t, rider.email)).find(
      (m) => m.subject === "Your CampusGo account is suspended",
    );
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain("help@campusgo.test");
    const [audit] = await auditOf(rider.id);
    expect(audit).toMatchObject({ action: "person.suspend", actorId: opsUser.id, details: { reason } });
  });

  it("lets a rider who is not suspended through the same check (the empty body is then what is refused)", async () => {
    const api = await signedIn(t, await createUser(t));
    expect((await api({ method: "POST", url: "/api/rides", payload: {} })).statusCode).toBe(400);
    expect((await api({ method: "POST", url: "/api/deliveries", payload: {} })).statusCode).toBe(400);
    expect((await api({ method: "POST", url: "/api/shuttle/seats", payload: {} })).statusCode).toBe(400);
  });

  it("reinstates them: they book again, are told, and the audit keeps when and by whom they were suspended", async () => {
    const rider = await createUser(t);
    const api = await signedIn(t, rider);
    expect((await suspend(rider.id, "Abusive messages to a driver")).statusCode).toBe(200);
    const res = await reinstate(rider.id, "Spoke to the rider; apology accepted");
    expect([res.statusCode, res.json().message]).toEqual([200, PEOPLE_MESSAGES.reinstated]);
    expect((await accountOf(rider.id))?.suspendedAt).toBeNull();
    expect((await api({ method: "GET", url: "/api/auth/me" })).json().data).not.toHaveProperty("suspension");
    await book(api, { pickup: ownArea().pickup, destination: ownArea().destination });
    expect((await noticesOf(rider.id)).map((n) => n.kind)).toContain("account.reinstated");
    expect((await outbox(t, rider.email)).map((m) => m.subject)).toContain(
      "Your CampusGo account is active again",
    );
    const reinstated = (await auditOf(rider.id)).find((a) => a.action === "person.reinstate");
    expect(reinstated?.details).toMatchObject({
      reason: "Spoke to the rider; apology accepted",
      suspendedBy: opsUser.id,
    });
  });

  it("refuses a missing or blank reason, and changes nothing", async () => {
    const rider = await createUser(t);
    for (const payload of [{}, { reason: "  " }, { reason: "x".repeat(501) }]) {
      const res = await ops({ method: "POST", url: `/api/admin/users/${rider.id}/suspend`, payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await accountOf(rider.id))?.suspendedAt).toBeNull();
    expect(await auditOf(rider.id)).toEqual([]);
  });

  it("answers 409 to suspending twice or reinstating someone not suspended, 404 to an admin or nobody", async () => {
    const rider = await createUser(t);
    expect((await reinstate(rider.id)).json().message).toBe(PEOPLE_MESSAGES.notSuspended);
    expect((await suspend(rider.id, "First reason")).statusCode).toBe(200);
    const twice = await suspend(rider.id, "Second reason");
    expect([twice.statusCode, twice.json().message]).toEqual([409, PEOPLE_MESSAGES.alreadySuspended]);
    expect((await accountOf(rider.id))?.suspendedReason).toBe("First reason");
    const admin = await createUser(t, { role: "admin" });
    expect((await suspend(admin.id, "Not allowed")).statusCode).toBe(404);
    expect((await suspend("00000000-0000-4000-8000-000000000000", "Nobody")).statusCode).toBe(404);
  });

  it("suspends once when two admins suspend at the same time", async () => {
    const rider = await createUser(t);
    const other = await signedIn(t, await createUser(t, { role: "admin", adminRight: "operations" }));
    const answers = await Promise.all([
      suspend(rider.id, "From the first admin"),
      suspend(rider.id, "From the second", other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await auditOf(rider.id)).filter((a) => a.action === "person.suspend")).toHaveLength(1);
    expect((await noticesOf(rider.id)).filter((n) => n.kind === "account.suspended")).toHaveLength(1);
  });

  it("is operations' (and super admins'): finance and support are refused", async () => {
    const rider = await createUser(t);
    const byFinance = await suspend(rider.id, "Finance cannot", finance);
    expect([byFinance.statusCode, byFinance.json().message]).toEqual([403, rightRefused("finance")]);
    const bySupport = await suspend(rider.id, "Support cannot", support);
    expect([bySupport.statusCode, bySupport.json().message]).toEqual([403, rightRefused("support")]);
    expect((await accountOf(rider.id))?.suspendedAt).toBeNull();
  });
});

describe("suspending a driver", () => {
  it("takes them offline at once, out of the live positions, refuses going online, and they see why; audited", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    expect(await t.app.rideDeps.locations.get(driver.user.id)).toBeDefined();
    const reason = "Reckless driving reported by three riders";
    expect((await suspend(driver.user.id, reason)).statusCode).toBe(200);

    const [presence] = await t.database.db
      .select()
      .from(driverPresence)
      .where(eq(driverPresence.driverId, driver.user.id));
    expect(presence?.online).toBe(false);
    expect(await t.app.rideDeps.locations.get(driver.user.id)).toBeUndefined();
    const status = (await driver.api({ method: "GET", url: "/api/driver/status" })).json().data;
    expect(status).toMatchObject({ online: false, suspension: { reason } });
    const online = await driver.api({ method: "PUT", url: "/api/driver/status", payload: { online: true } });
    expect([online.statusCode, online.json().message]).toEqual([
      403,
      PEOPLE_MESSAGES.driverSuspended(reason),
    ]);
    expect((await noticesOf(driver.user.id)).map((n) => n.kind)).toContain("account.suspended");
    expect((await outbox(t, driver.user.email)).map((m) => m.subject)).toContain(
      "Your CampusGo driver account is suspended",
    );
    const audits = (await auditOf(driver.user.id)).filter((a) => a.action === "person.suspend");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: opsUser.id, details: { role: "driver", reason } });

    expect((await reinstate(driver.user.id)).statusCode).toBe(200);
    const back = await driver.api({ method: "PUT", url: "/api/driver/status", payload: { online: true } });
    expect(back.statusCode).toBe(200);
  });

  it("waits for a driver going online at the same moment, then turns the switch off", async () => {
    const driver = await approvedDriver(t);
    const api = await signedIn(t, driver);
    // Hold the driver's profile row as the suspension does, then let the driver press Go online.
    const { driverProfiles } = await import("../src/db/schema/index.ts");
    let online: Awaited<ReturnType<SignedIn>> | undefined;
    let pending: Promise<void> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(driverProfiles)
        .set({ suspendedAt: new Date(), suspendedBy: opsUser.id, suspendedReason: "Held" })
        .where(eq(driverProfiles.userId, driver.id));
      pending = api({ method: "PUT", url: "/api/driver/status", payload: { online: true } }).then((res) => {
        online = res;
      });
      // Until the driver's request waits on the row this transaction holds (or has finished without waiting).
      for (let i = 0; i < 500 && !online; i++) {
        const waiting = await t.database.db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' limit 1`,
        );
        if ((waiting as unknown as { rows?: unknown[] }).rows?.length ?? (waiting as unknown[]).length) break;
        await new Promise((r) => setTimeout(r, 10));
      }
    });
    await pending;
    expect(online?.statusCode).toBe(403);
    const [presence] = await t.database.db
      .select()
      .from(driverPresence)
      .where(and(eq(driverPresence.driverId, driver.id), eq(driverPresence.online, true)));
    expect(presence).toBeUndefined();
  });

  describe.skipIf(!testRedisUrl)("on two instances", () => {
    let second: FastifyInstance;
    beforeAll(async () => {
      second = await buildApp({ config: t.config, database: t.database });
      await second.ready();
    });
    afterAll(() => second.close());

    it("suspended on one instance, the driver is off the map and out of dispatch on the other", async () => {
      const area = ownArea();
      const driver = await onlineDriver(t, area.pickup);
      expect(await second.rideDeps.locations.get(driver.user.id)).toBeDefined();
      expect((await suspend(driver.user.id, "Fake plate number")).statusCode).toBe(200);
      expect(await second.rideDeps.locations.get(driver.user.id)).toBeUndefined();
      const near = await second.rideDeps.locations.nearby({
        lat: area.pickup.lat,
        lon: area.pickup.lon,
        radiusM: 2000,
        rideType: 1,
        limit: 50,
        freshAfter: 0,
      });
      expect(near.map((p) => p.driverId)).not.toContain(driver.user.id);
    });
  });
});

describe("the People list", () => {
  it("searches by name, e-mail or phone and filters by role, activation and suspension", async () => {
    const tag = `ppl${Date.now().toString(36)}`;
    const rider = await createUser(t, { fullName: `Amaka ${tag}` });
    const quiet = await createUser(t, { fullName: `Bola ${tag}`, emailVerifiedAt: null });
    const driver = await approvedDriver(t);
    await t.database.db
      .update(users)
      .set({ fullName: `Chidi ${tag}` })
      .where(eq(users.id, driver.id));
    await createUser(t, { role: "admin", fullName: `Dayo ${tag}` });
    expect((await suspend(rider.id, "Testing the filter")).statusCode).toBe(200);
    expect((await suspend(driver.id, "Testing the filter")).statusCode).toBe(200);

    const list = async (query: string, as: SignedIn = support) => {
      const res = await as({ method: "GET", url: `/api/admin/users?q=${tag}${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { fullName: string }[]).map((p) => p.fullName.split(" ")[0]).sort();
    };
    expect(await list("")).toEqual(["Amaka", "Bola", "Chidi"]);
    expect(await list("&role=driver")).toEqual(["Chidi"]);
    expect(await list("&suspended=yes")).toEqual(["Amaka", "Chidi"]);
    expect(await list("&suspended=no")).toEqual(["Bola"]);
    expect(await list("&status=not_activated")).toEqual(["Bola"]);
    expect(await list("&role=passenger&suspended=yes", ops)).toEqual(["Amaka"]);
    expect(await list("&kyc=approved")).toEqual(["Chidi"]);
    const byPhone = await support({ method: "GET", url: `/api/admin/users?q=${quiet.phoneNumber}` });
    expect(byPhone.json().data.map((p: { id: string }) => p.id)).toEqual([quiet.id]);
    const item = (
      await support({ method: "GET", url: `/api/admin/users?q=${tag}&role=passenger&suspended=yes` })
    ).json().data[0];
    expect(item.suspension.reason).toBe("Testing the filter");
    const bad = await support({ method: "GET", url: "/api/admin/users?suspended=maybe" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("admins' rights", () => {
  it("a super admin lists the admins and sets another's right, audited; nobody changes their own", async () => {
    const superUser = await createUser(t, { role: "admin" });
    const asSuper = await signedIn(t, superUser);
    const agent = await createUser(t, { role: "admin", adminRight: "support" });
    const listed = (await asSuper({ method: "GET", url: "/api/admin/admins" })).json().data;
    expect(listed).toContainEqual(expect.objectContaining({ id: agent.id, adminRight: "support" }));

    const set = await asSuper({
      method: "PUT",
      url: `/api/admin/admins/${agent.id}/right`,
      payload: { right: "finance" },
    });
    expect([set.statusCode, set.json().data.adminRight]).toEqual([200, "finance"]);
    expect((await accountOf(agent.id))?.adminRight).toBe("finance");
    expect((await auditOf(agent.id))[0]).toMatchObject({
      action: "admin.right",
      actorId: superUser.id,
      details: { from: "support", to: "finance" },
    });
    // The agent's next request already runs with the new right.
    const asAgent = await signedIn(t, agent);
    expect((await asAgent({ method: "GET", url: "/api/admin/payouts" })).statusCode).toBe(200);

    const own = await asSuper({
      method: "PUT",
      url: `/api/admin/admins/${superUser.id}/right`,
      payload: { right: "support" },
    });
    expect([own.statusCode, own.json().message]).toEqual([409, PEOPLE_MESSAGES.ownRight]);
    const rider = await createUser(t);
    const notAdmin = await asSuper({
      method: "PUT",
      url: `/api/admin/admins/${rider.id}/right`,
      payload: { right: "support" },
    });
    expect(notAdmin.statusCode).toBe(404);
    const badRight = await asSuper({
      method: "PUT",
      url: `/api/admin/admins/${agent.id}/right`,
      payload: { right: "king" },
    });
    expect([badRight.statusCode, badRight.json().message]).toEqual([400, PEOPLE_MESSAGES.chooseRight]);
    expect((await accountOf(agent.id))?.adminRight).toBe("finance");
  });

  it("is refused to operations, finance and support", async () => {
    const target = await createUser(t, { role: "admin", adminRight: "support" });
    for (const as of [ops, finance, support]) {
      const res = await as({
        method: "PUT",
        url: `/api/admin/admins/${target.id}/right`,
        payload: { right: "super_admin" },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await accountOf(target.id))?.adminRight).toBe("support");
  });
});
