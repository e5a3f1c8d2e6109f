import {
  DEFAULT_TRIP_CHECK_SETTINGS,
  RIDE_MESSAGES,
  TRIP_CHECK_MESSAGES,
  WAT_OFFSET_MS,
} from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { auditLog, notifications, tripChecks, tripPositions } from "../src/db/schema/index.ts";
import { findRide } from "../src/modules/rides/repo.ts";
import { sweepTripChecks } from "../src/modules/trip-checks/sweep.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery, moveDelivery } from "./helpers/deliveries.ts";
import { acceptedTrip, type Trip } from "./helpers/payments.ts";
import {
  connect,
  MANUAL_DISPATCH,
  nextEvent,
  north,
  onlineDriver,
  ownArea,
  redisEnv,
  type SignedIn,
  testRedisUrl,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * Automatic trip checks (docs/api-safety.md, decision 34): a ride or delivery under way off its expected route, or
 * standing still away from its pickup and destination, asks its rider "Are you OK?" once per episode; admins are
 * told when nobody answers in time; the thresholds and night hours are settings admins edit, audited; the pickup
 * PIN holds at night. The sweep runs here with the test's own `now` (TRIP_CHECK_TICK_MS=0).
 */

let t: TestApp;
let asAdmin: SignedIn;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, TRIP_CHECK_TICK_MS: "0" });
  const admin = await createUser(t, { role: "admin" });
  adminId = admin.id;
  asAdmin = await signedIn(t, admin);
});
afterAll(async () => {
  await t?.close();
});

const deps = () => t.app.tripCheckDeps;
const sweep = (at: number) => sweepTripChecks(deps(), new Date(at));

/** A point `meters` east of another. */
const east = (from: { lat: number; lon: number }, meters: number) => ({
  lat: from.lat,
  lon: from.lon + meters / (111_320 * Math.cos((from.lat * Math.PI) / 180)),
});

/** Records the driver's positions on the trip as the driver's socket would, at the times given. */
async function drive(tripId: string, points: { lat: number; lon: number; at: number }[]): Promise<void> {
  await t.database.db
    .insert(tripPositions)
    .values(points.map((p) => ({ tripId, lat: p.lat, lon: p.lon, at: new Date(p.at) })));
}

/** `minutes` of positions standing at `at`, every 30 s from `from`. */
const standing = (at: { lat: number; lon: number }, from: number, minutes: number) =>
  Array.from({ length: minutes * 2 + 1 }, (_, i) => ({ ...at, at: from + i * 30_000 }));

/** A ride under way: its driver arrived and started it with the rider's PIN. */
async function rideUnderWay(): Promise<Trip> {
  const trip = await acceptedTrip(t);
  await trip.arrive();
  const started = await trip.driver.api({
    method: "POST",
    url: `/api/rides/${trip.rideId}/start`,
    payload: { pin: trip.pin },
  });
  expect(started.statusCode, started.body).toBe(200);
  return trip;
}

const checksOf = (tripId: string) =>
  t.database.db.select().from(tripChecks).where(eq(tripChecks.tripId, tripId));

const saveSettings = (body: Record<string, unknown>, api: SignedIn = asAdmin) =>
  api({ method: "PUT", url: "/api/admin/trip-checks/settings", payload: body });

beforeEach(async () => {
  // Every test starts from the defaults.
  const reset = await saveSettings({ ...DEFAULT_TRIP_CHECK_SETTINGS });
  expect(reset.statusCode, reset.body).toBe(200);
  vi.restoreAllMocks();
});

describe("off the expected route", () => {
  it("asks the rider once per episode, on the socket and in the notifications, and again after a new one", async () => {
    const trip = await rideUnderWay();
    const { pickup } = trip.area;
    const base = Date.now() + 1_000;
    const middle = north(pickup, 1_000);
    await drive(trip.rideId, [
      { ...north(pickup, 300), at: base },
      { ...east(middle, 400), at: base + 30_000 },
    ]);
    const toUser = vi.spyOn(t.app.hub, "toUser");
    // 400 m off is within the 500 m allowed.
    expect((await sweep(base + 31_000)).asked.filter((c) => c.tripId === trip.rideId)).toHaveLength(0);

    await drive(trip.rideId, [{ ...east(middle, 800), at: base + 60_000 }]);
    const first = await sweep(base + 61_000);
    const asked = first.asked.filter((c) => c.tripId === trip.rideId);
    expect(asked).toMatchObject([{ kind: "off_route", status: "asked", userId: trip.riderUser.id }]);
    expect(asked[0]?.distanceM).toBeGreaterThan(750);
    expect(toUser).toHaveBeenCalledWith(
      trip.riderUser.id,
      "trip-check:asked",
      expect.objectContaining({ check: expect.objectContaining({ kind: "off_route", tripId: trip.rideId }) }),
    );
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, trip.riderUser.id), eq(notifications.kind, "trip.check")));
    expect(notes).toMatchObject([{ title: TRIP_CHECK_MESSAGES.askTitle }]);

    // Still off route: the same episode, not asked again.
    await drive(trip.rideId, [{ ...east(middle, 900), at: base + 90_000 }]);
    expect((await sweep(base + 91_000)).asked.filter((c) => c.tripId === trip.rideId)).toHaveLength(0);
    // The rider's screen reads the question.
    const safety = await trip.rider({ method: "GET", url: `/api/trips/${trip.rideId}/safety` });
    expect(safety.statusCode, safety.body).toBe(200);
    expect(safety.json().data.check).toMatchObject({ kind: "off_route", status: "asked" });

    // Back on the route ends the episode; off again is a new one, asked again.
    await drive(trip.rideId, [{ ...north(pickup, 1_200), at: base + 120_000 }]);
    await sweep(base + 121_000);
    expect((await checksOf(trip.rideId)).every((c) => c.endedAt !== null)).toBe(true);
    await drive(trip.rideId, [{ ...east(north(pickup, 1_500), 700), at: base + 150_000 }]);
    expect((await sweep(base + 151_000)).asked.filter((c) => c.tripId === trip.rideId)).toHaveLength(1);
    expect(await checksOf(trip.rideId)).toHaveLength(2);
  });

  it("asks once when sweeps on two instances see it at the same moment", async () => {
    const trip = await rideUnderWay();
    const base = Date.now() + 1_000;
    await drive(trip.rideId, [{ ...east(north(trip.area.pickup, 1_000), 900), at: base }]);
    const toUser = vi.spyOn(t.app.hub, "toUser");
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => sweep(base + 1_000)));
    const asked = outcomes.flatMap((o) => o.asked).filter((c) => c.tripId === trip.rideId);
    expect(asked).toHaveLength(1);
    expect(await checksOf(trip.rideId)).toHaveLength(1);
    expect(
      toUser.mock.calls.filter((c) => c[1] === "trip-check:asked" && c[0] === trip.riderUser.id),
    ).toHaveLength(1);
  });

  it("uses the threshold an admin sets, at once", async () => {
    const trip = await rideUnderWay();
    const base = Date.now() + 1_000;
    await drive(trip.rideId, [{ ...east(north(trip.area.pickup, 1_000), 800), at: base }]);
    expect((await saveSettings({ ...DEFAULT_TRIP_CHECK_SETTINGS, offRouteM: 1_000 })).statusCode).toBe(200);
    expect((await sweep(base + 1_000)).asked.filter((c) => c.tripId === trip.rideId)).toHaveLength(0);
    expect((await saveSettings({ ...DEFAULT_TRIP_CHECK_SETTINGS, offRouteM: 600 })).statusCode).toBe(200);
    expect((await sweep(base + 2_000)).asked.filter((c) => c.tripId === trip.rideId)).toHaveLength(1);
  });

  it("asks the sender of a delivery in transit", async () => {
    const { pickup, destination } = ownArea();
    const driver = await onlineDriver(t, pickup, "Keke");
    const senderUser = await createUser(t);
    const sender = await signedIn(t, senderUser);
    const delivery = await bookDelivery(sender, { pickup, dropoff: destination, size: "small" });
    await moveDelivery(t, delivery.id, driver.user, ["accept", "arrive_pickup", "pick_up"]);
    const base = Date.now() + 1_000;
    await drive(delivery.id, [{ ...east(north(pickup, 1_000), 900), at: base }]);
    const asked = (await sweep(base + 1_000)).asked.filter((c) => c.tripId === delivery.id);
    expect(asked).toMatchObject([{ tripKind: "delivery", kind: "off_route", userId: senderUser.id }]);
    // The driver is not the one asked, and nobody else may read it.
    expect((await driver.api({ method: "GET", url: `/api/trips/${delivery.id}/safety` })).statusCode).toBe(
      404,
    );
  });
});

describe("stopped away from the pickup and the destination", () => {
  it("asks after the minutes set, not before", async () => {
    const trip = await rideUnderWay();
    const base = Date.now() + 1_000;
    const spot = north(trip.area.pickup, 1_000);
    await drive(trip.rideId, [
      { ...north(trip.area.pickup, 500), at: base },
      ...standing(spot, base + 30_000, 4),
    ]);
    // Standing two and a half minutes: not yet.
    expect((await sweep(base + 180_000)).asked.filter((c) => c.tripId === trip.rideId)).toHaveLength(0);
    const asked = (await sweep(base + 30_000 + 4 * 60_000)).asked.filter((c) => c.tripId === trip.rideId);
    expect(asked).toMatchObject([{ kind: "stopped" }]);
    expect(asked[0]?.stoppedS).toBeGreaterThanOrEqual(180);
    // Moving again ends the episode.
    await drive(trip.rideId, [
      { ...north(trip.area.pickup, 1_300), at: base + 30_000 + 4 * 60_000 + 10_000 },
    ]);
    await sweep(base + 30_000 + 4 * 60_000 + 11_000);
    expect((await checksOf(trip.rideId)).map((c) => c.endedAt !== null)).toEqual([true]);
  });

  it("does not fire standing near the pickup or the destination", async () => {
    const trip = await rideUnderWay();
    const base = Date.now() + 1_000;
    await drive(trip.rideId, standing(north(trip.area.pickup, 120), base, 6));
    expect((await sweep(base + 6 * 60_000)).asked.filter((c) => c.tripId === trip.rideId)).toHaveLength(0);
    const later = base + 7 * 60_000;
    await drive(trip.rideId, standing(north(trip.area.destination, -150), later, 6));
    expect((await sweep(later + 6 * 60_000)).asked.filter((c) => c.tripId === trip.rideId)).toHaveLength(0);
  });
});

describe("the answer", () => {
  it("tells the admins, once, when the rider does not answer in time", async () => {
    const trip = await rideUnderWay();
    const base = Date.now() + 1_000;
    await drive(trip.rideId, [{ ...east(north(trip.area.pickup, 1_000), 900), at: base }]);
    const [check] = (await sweep(base + 1_000)).asked.filter((c) => c.tripId === trip.rideId);
    if (!check) throw new Error("not asked");
    const toAdmins = vi.spyOn(t.app.hub, "toAdmins");
    const toldOf = (id: string) =>
      toAdmins.mock.calls.filter(
        (c) => c[0] === "trip-check:unanswered" && (c[1] as { check: { id: string } }).check.id === id,
      );
    // Within the two minutes: nobody told.
    await sweep(base + 60_000);
    expect(toldOf(check.id)).toHaveLength(0);
    const due = check.answerBy.getTime();
    const outcomes = await Promise.all([sweep(due), sweep(due), sweep(due + 1_000)]);
    expect(outcomes.flatMap((o) => o.escalated).filter((c) => c.id === check.id)).toHaveLength(1);
    const told = toldOf(check.id);
    expect(told).toHaveLength(1);
    // Only to the admins whose right covers the checks (and super admins), on every instance.
    const [[, payload, rights] = []] = told;
    expect(rights).toEqual(["support", "operations"]);
    expect((payload as { check: unknown }).check).toMatchObject({
      status: "unanswered",
      traveller: { id: trip.riderUser.id },
      driver: { id: trip.driver.user.id },
      from: trip.area.pickup.name,
    });
    const listed = await asAdmin({ method: "GET", url: "/api/admin/trip-checks" });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.unanswered.map((c: { id: string }) => c.id)).toContain(check.id);
    expect((await trip.rider({ method: "GET", url: "/api/admin/trip-checks" })).statusCode).toBe(403);

    // A late "I'm OK" reaches the admins too.
    const late = await trip.rider({ method: "POST", url: `/api/trip-checks/${check.id}/ok` });
    expect(late.statusCode, late.body).toBe(200);
    expect(toAdmins.mock.calls.some((c) => c[0] === "trip-check:answered")).toBe(true);
  });

  it("tells nobody once the rider says I'm OK; a second answer and anyone else's are refused", async () => {
    const trip = await rideUnderWay();
    const base = Date.now() + 1_000;
    await drive(trip.rideId, [{ ...east(north(trip.area.pickup, 1_000), 900), at: base }]);
    const [check] = (await sweep(base + 1_000)).asked.filter((c) => c.tripId === trip.rideId);
    if (!check) throw new Error("not asked");
    expect(
      (await trip.driver.api({ method: "POST", url: `/api/trip-checks/${check.id}/ok` })).statusCode,
    ).toBe(404);
    const ok = await trip.rider({ method: "POST", url: `/api/trip-checks/${check.id}/ok` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: TRIP_CHECK_MESSAGES.answered, data: { status: "ok" } });
    const again = await trip.rider({ method: "POST", url: `/api/trip-checks/${check.id}/ok` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TRIP_CHECK_MESSAGES.alreadyAnswered);
    const toAdmins = vi.spyOn(t.app.hub, "toAdmins");
    const outcome = await sweep(check.answerBy.getTime() + 1_000);
    expect(outcome.escalated.filter((c) => c.id === check.id)).toHaveLength(0);
    expect(
      toAdmins.mock.calls.filter((c) => (c[1] as { check: { id: string } }).check.id === check.id),
    ).toHaveLength(0);
    const safety = await trip.rider({ method: "GET", url: `/api/trips/${trip.rideId}/safety` });
    expect(safety.json().data.check).toBeNull();
  });
});

describe("the settings", () => {
  it("refuses bad values with a clear message and changes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ offRouteM: 50 }, TRIP_CHECK_MESSAGES.offRouteM],
      [{ offRouteM: "far" }, TRIP_CHECK_MESSAGES.offRouteM],
      [{ stoppedMinutes: 0 }, TRIP_CHECK_MESSAGES.stoppedMinutes],
      [{ answerMinutes: 1.5 }, TRIP_CHECK_MESSAGES.answerMinutes],
      [{ nightFrom: 24 }, TRIP_CHECK_MESSAGES.hour],
      [{ nightFrom: 6, nightTo: 6 }, TRIP_CHECK_MESSAGES.nightSame],
    ];
    for (const [change, message] of cases) {
      const res = await saveSettings({ ...DEFAULT_TRIP_CHECK_SETTINGS, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).toContain(message);
    }
    const read = await asAdmin({ method: "GET", url: "/api/admin/trip-checks/settings" });
    expect(read.json().data).toMatchObject(DEFAULT_TRIP_CHECK_SETTINGS);
  });

  it("saves a change for admins only, audited with what it was", async () => {
    const rider = await signedIn(t, await createUser(t));
    expect((await saveSettings({ ...DEFAULT_TRIP_CHECK_SETTINGS, offRouteM: 700 }, rider)).statusCode).toBe(
      403,
    );
    // Support reads the checks to call riders, but the thresholds are operations' (decision 35).
    const support = await signedIn(t, await createUser(t, { role: "admin", adminRight: "support" }));
    expect((await support({ method: "GET", url: "/api/admin/trip-checks" })).statusCode).toBe(200);
    const refused = await saveSettings({ ...DEFAULT_TRIP_CHECK_SETTINGS, offRouteM: 700 }, support);
    expect(refused.statusCode).toBe(403);
    const unchanged = await asAdmin({ method: "GET", url: "/api/admin/trip-checks/settings" });
    expect(unchanged.json().data.offRouteM).toBe(DEFAULT_TRIP_CHECK_SETTINGS.offRouteM);
    const saved = await saveSettings({ ...DEFAULT_TRIP_CHECK_SETTINGS, offRouteM: 700, answerMinutes: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: TRIP_CHECK_MESSAGES.settingsSaved,
      data: { offRouteM: 700, answerMinutes: 5 },
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "trip_checks.settings"), eq(auditLog.actorId, adminId)));
    expect(audits.at(-1)?.details).toMatchObject({
      from: DEFAULT_TRIP_CHECK_SETTINGS,
      to: { offRouteM: 700, answerMinutes: 5 },
    });
  });
});

describe("night rides", () => {
  const hourNow = () => new Date(Date.now() + WAT_OFFSET_MS).getUTCHours();

  it("needs the rider's PIN to start at night, like by day", async () => {
    const hour = hourNow();
    // Night for the whole of this hour and the next.
    expect(
      (await saveSettings({ ...DEFAULT_TRIP_CHECK_SETTINGS, nightFrom: hour, nightTo: (hour + 2) % 24 }))
        .statusCode,
    ).toBe(200);
    const trip = await acceptedTrip(t);
    const safety = await trip.rider({ method: "GET", url: `/api/trips/${trip.rideId}/safety` });
    expect(safety.json().data).toMatchObject({ night: true, check: null });
    await trip.arrive();
    for (const pin of ["", trip.pin === "1234" ? "4321" : "1234"]) {
      const refused = await trip.driver.api({
        method: "POST",
        url: `/api/rides/${trip.rideId}/start`,
        payload: { pin },
      });
      expect(refused.statusCode, pin).toBe(400);
      expect(refused.json().message).toBe(RIDE_MESSAGES.incorrectPin);
    }
    expect((await findRide(t.database.db, trip.rideId))?.status).toBe("arrived");
    const started = await trip.driver.api({
      method: "POST",
      url: `/api/rides/${trip.rideId}/start`,
      payload: { pin: trip.pin },
    });
    expect(started.statusCode, started.body).toBe(200);
  });

  it("says day when the hours set do not cover now", async () => {
    const hour = hourNow();
    const saved = await saveSettings({
      ...DEFAULT_TRIP_CHECK_SETTINGS,
      nightFrom: (hour + 2) % 24,
      nightTo: (hour + 4) % 24,
    });
    expect(saved.statusCode).toBe(200);
    const trip = await acceptedTrip(t);
    const safety = await trip.rider({ method: "GET", url: `/api/trips/${trip.rideId}/safety` });
    expect(safety.json().data).toMatchObject({ night: false });
    expect((await asAdmin({ method: "GET", url: `/api/trips/${trip.rideId}/safety` })).statusCode).toBe(404);
  });
});

const clustered = Boolean(process.env.DATABASE_URL && testRedisUrl);

describe.skipIf(!clustered)("two API instances (skipped without DATABASE_URL and REDIS_URL)", () => {
  it("asks once and tells the admins once when both instances sweep at the same moment, heard on either", async () => {
    const a = await createTestApp({ ...redisEnv(), ...MANUAL_DISPATCH, TRIP_CHECK_TICK_MS: "0" });
    const b = await buildApp({ config: a.config, database: a.database });
    try {
      await a.app.listen({ port: 0, host: "127.0.0.1" });
      await b.listen({ port: 0, host: "127.0.0.1" });
      const urlOf = (app: typeof b) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const adminApi = await signedIn(a, await createUser(a, { role: "admin" }));
      const adminOnA = await connect(urlOf(a.app), adminApi);
      const adminOnB = await connect(urlOf(b), adminApi);
      const trip = await acceptedTrip(a);
      await trip.arrive();
      const started = await trip.driver.api({
        method: "POST",
        url: `/api/rides/${trip.rideId}/start`,
        payload: { pin: trip.pin },
      });
      expect(started.statusCode, started.body).toBe(200);
      const riderOnB = await connect(urlOf(b), trip.rider);
      const base = Date.now() + 1_000;
      await a.database.db
        .insert(tripPositions)
        .values({ tripId: trip.rideId, ...east(north(trip.area.pickup, 1_000), 900), at: new Date(base) });

      const asked = nextEvent<{ check: { tripId: string; kind: string } }>(riderOnB, "trip-check:asked");
      const both = (at: number) =>
        Promise.all([
          sweepTripChecks(a.app.tripCheckDeps, new Date(at)),
          sweepTripChecks(b.tripCheckDeps, new Date(at)),
        ]);
      const first = await both(base + 1_000);
      const checks = first.flatMap((o) => o.asked).filter((c) => c.tripId === trip.rideId);
      expect(checks).toHaveLength(1);
      expect((await asked).check).toMatchObject({ tripId: trip.rideId, kind: "off_route" });

      const [check] = checks;
      if (!check) throw new Error("not asked");
      const heardA = nextEvent<{ check: { id: string } }>(adminOnA, "trip-check:unanswered");
      const heardB = nextEvent<{ check: { id: string } }>(adminOnB, "trip-check:unanswered");
      const due = await both(check.answerBy.getTime());
      expect(due.flatMap((o) => o.escalated).filter((c) => c.id === check.id)).toHaveLength(1);
      expect((await heardA).check.id).toBe(check.id);
      expect((await heardB).check.id).toBe(check.id);
      adminOnA.disconnect();
      adminOnB.disconnect();
      riderOnB.disconnect();
    } finally {
      await b.close();
      await a.close();
    }
  });
});
