import { RIDE_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverPresence, offers, rides, tripDispatches } from "../src/db/schema/index.ts";
import { shownDistance } from "../src/modules/dispatch/service.ts";
import { dispatchTick } from "../src/modules/rides/timers/sweep.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  approvedDriver,
  book,
  MANUAL_DISPATCH,
  north,
  onlineDriver,
  ownArea,
  placeDriver,
  redisEnv,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
// One app for the file; each test books and places its drivers in an area of its own (ownArea), so neither a
// tick, which moves every ride in the database, nor drivers another test left online change what it looks at.
// Radii 2, 3, 4, 5, 6 km; a step every 10 s; requests live 60 s, offers 30 s (the test moves the clock).
beforeAll(async () => {
  t = await createTestApp({
    ...MANUAL_DISPATCH,
    ...redisEnv(),
    DISPATCH_STEP_MS: "10000",
    DISPATCH_TIMEOUT_MS: "60000",
    OFFER_TTL_MS: "30000",
    // Positions placed by the test stay fresh while the clock is moved ahead.
    LOCATION_STALE_MS: "36000000",
  });
});
afterAll(() => t.close());

const later = (ms: number) => new Date(Date.now() + ms);

async function requestedDrivers(rideId: string): Promise<string[]> {
  const rows = await t.database.db.select().from(tripDispatches).where(eq(tripDispatches.tripId, rideId));
  return rows.map((r) => r.driverId).sort();
}

async function rideRow(id: string) {
  const [row] = await t.database.db.select().from(rides).where(eq(rides.id, id));
  if (!row) throw new Error("ride missing");
  return row;
}

describe("dispatch", () => {
  it("gives drivers the distance to the pickup at the precision they see, so one message serves many", () => {
    expect([1, 24, 26, 974, 1_049, 1_051, 5_432].map(shownDistance)).toEqual([
      50, 50, 50, 950, 1_000, 1_100, 5_400,
    ]);
  });

  it("asks matching drivers within the radius, widening 2 km -> 6 km step by step", async () => {
    const { pickup, destination } = ownArea();
    const at = (m: number) => north(pickup, m);
    const d1 = await onlineDriver(t, at(1_500));
    const d2 = await onlineDriver(t, at(2_600));
    const d4 = await onlineDriver(t, at(4_800));
    const d7 = await onlineDriver(t, at(7_000));
    const okada = await onlineDriver(t, at(500), "Motorcycle");
    // Approved but offline, and online but not approved: never asked.
    const offline = await onlineDriver(t, at(300));
    await t.database.db
      .update(driverPresence)
      .set({ online: false })
      .where(eq(driverPresence.driverId, offline.user.id));
    const unapproved = await approvedDriver(t, "Keke", "pending");
    await t.database.db.insert(driverPresence).values({ driverId: unapproved.id, online: true });
    await placeDriver(t, unapproved.id, at(200), 1);

    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider, { pickup, destination });
    expect(ride.searchRadiusM).toBe(2000);
    expect(await requestedDrivers(ride.id)).toEqual([d1.user.id]);

    await dispatchTick(t.app.rideDeps, later(10_500));
    expect((await rideRow(ride.id)).searchRadiusM).toBe(3000);
    expect(await requestedDrivers(ride.id)).toEqual([d1.user.id, d2.user.id].sort());

    await dispatchTick(t.app.rideDeps, later(21_000));
    expect((await rideRow(ride.id)).searchRadiusM).toBe(4000);
    expect(await requestedDrivers(ride.id)).toEqual([d1.user.id, d2.user.id].sort());

    await dispatchTick(t.app.rideDeps, later(31_500));
    await dispatchTick(t.app.rideDeps, later(42_000));
    expect((await rideRow(ride.id)).searchRadiusM).toBe(6000);
    expect(await requestedDrivers(ride.id)).toEqual([d1.user.id, d2.user.id, d4.user.id].sort());
    // The largest radius holds.
    await dispatchTick(t.app.rideDeps, later(52_500));
    expect((await rideRow(ride.id)).searchRadiusM).toBe(6000);
    expect(await requestedDrivers(ride.id)).not.toContain(d7.user.id);
    expect(await requestedDrivers(ride.id)).not.toContain(okada.user.id);

    // The drivers who got it see it in their list; the others do not.
    const list = (await d4.api({ method: "GET", url: "/api/driver/requests" })).json().data;
    expect(list.map((r: { id: string }) => r.id)).toEqual([ride.id]);
    expect(list[0].distanceToPickupM).toBeGreaterThan(4_800);
    expect((await d7.api({ method: "GET", url: "/api/driver/requests" })).json().data).toEqual([]);
  });

  it("expires a request nobody accepted in time; search-again asks again one step wider", async () => {
    const { pickup, destination } = ownArea();
    const d = await onlineDriver(t, north(pickup, 500));
    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider, { pickup, destination });
    expect(await requestedDrivers(ride.id)).toEqual([d.user.id]);
    // The search's window, as the rider's screen shows it: from the booking to the server's time limit.
    expect(ride.searchStartedAt).toBe(ride.createdAt);
    expect(Date.parse(ride.searchExpiresAt ?? "") - Date.parse(ride.searchStartedAt ?? "")).toBe(
      t.app.rideDeps.config.rides.searchTimeoutMs,
    );

    await dispatchTick(t.app.rideDeps, later(61_000));
    const expired = await rideRow(ride.id);
    expect(expired.status).toBe("expired");
    expect((await d.api({ method: "GET", url: "/api/driver/requests" })).json().data).toEqual([]);
    const late = await d.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RIDE_MESSAGES.rideUnavailable);
    expect((await rider({ method: "GET", url: "/api/rides/active" })).json().data).toBeNull();

    const again = await rider({ method: "POST", url: `/api/rides/${ride.id}/search-again` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      status: "searching",
      searchRadiusM: expired.searchRadiusM + 1000,
    });
    // A new round, a new window.
    const round = again.json().data;
    expect(Date.parse(round.searchStartedAt)).toBeGreaterThan(Date.parse(ride.searchStartedAt ?? ""));
    expect(Date.parse(round.searchExpiresAt) - Date.parse(round.searchStartedAt)).toBe(
      t.app.rideDeps.config.rides.searchTimeoutMs,
    );
    // The driver is asked again in the new round.
    const [sent] = await t.database.db
      .select()
      .from(tripDispatches)
      .where(eq(tripDispatches.tripId, ride.id));
    expect(sent?.round).toBe(1);
    const list = (await d.api({ method: "GET", url: "/api/driver/requests" })).json().data;
    expect(list.map((r: { id: string }) => r.id)).toEqual([ride.id]);
  });

  it("keeps a ride searching while an offer waits; the offer expires, then the request", async () => {
    const { pickup, destination } = ownArea();
    const d = await onlineDriver(t, north(pickup, 300));
    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider, { pickup, destination });
    // The offer is made "late": 50 s into the search, it lives until 80 s.
    const made = await d.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(made.statusCode).toBe(201);
    await t.database.db
      .update(offers)
      .set({ expiresAt: later(80_000) })
      .where(eq(offers.id, made.json().data.id));

    await dispatchTick(t.app.rideDeps, later(61_000));
    expect((await rideRow(ride.id)).status).toBe("searching");
    await dispatchTick(t.app.rideDeps, later(81_000));
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, made.json().data.id));
    expect(offer?.status).toBe("expired");
    expect((await rideRow(ride.id)).status).toBe("expired");
    const late = await rider({ method: "POST", url: `/api/offers/${made.json().data.id}/accept` });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RIDE_MESSAGES.offerUnavailable);
  });

  it("starts a scheduled ride a lead (30 minutes) before its time and dispatches it", async () => {
    const { pickup, destination } = ownArea();
    const d = await onlineDriver(t, north(pickup, 300));
    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider, { pickup, destination, scheduledAt: later(3_600_000).toISOString() });
    expect(ride.status).toBe("scheduled");
    await dispatchTick(t.app.rideDeps, later(60_000));
    expect((await rideRow(ride.id)).status).toBe("scheduled");
    expect(await requestedDrivers(ride.id)).toEqual([]);
    await dispatchTick(t.app.rideDeps, later(29 * 60_000));
    expect((await rideRow(ride.id)).status).toBe("scheduled");
    await dispatchTick(t.app.rideDeps, later(30 * 60_000 + 1_000));
    expect((await rideRow(ride.id)).status).toBe("searching");
    expect(await requestedDrivers(ride.id)).toEqual([d.user.id]);
  });

  it("does not ask a driver who is on another ride", async () => {
    const { pickup, destination } = ownArea();
    const d = await onlineDriver(t, north(pickup, 300));
    const first = await signedIn(t, await createUser(t));
    const ride1 = await book(first, { pickup, destination });
    const offer = (await d.api({ method: "POST", url: `/api/rides/${ride1.id}/offers`, payload: {} })).json()
      .data;
    expect((await first({ method: "POST", url: `/api/offers/${offer.id}/accept` })).statusCode).toBe(200);
    const second = await signedIn(t, await createUser(t));
    const ride2 = await book(second, { pickup, destination });
    expect(await requestedDrivers(ride2.id)).toEqual([]);
  });
});
