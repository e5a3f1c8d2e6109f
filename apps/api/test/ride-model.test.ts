import { isDeepStrictEqual } from "node:util";
import {
  CANCEL_REASONS,
  DEFAULT_FARES,
  DRIVER_ACTIVE_STATUSES,
  DRIVER_CANCEL_REASONS,
  isDriverActive,
  isRiderActive,
  RIDER_ACTIVE_STATUSES,
} from "@campusgo/domain";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { User } from "../src/db/schema/index.ts";
import {
  driverJobs,
  fares,
  handoverCodes,
  offers,
  rides,
  tripCharges,
  tripDispatches,
} from "../src/db/schema/index.ts";
import { dispatchTick } from "../src/modules/rides/timers/sweep.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { fundWallet } from "./helpers/payments.ts";
import {
  type Act,
  type DriverStep,
  driverActive,
  emptyWorld,
  type ModelConfig,
  rideOf,
  step,
  stepPair,
  type Transition,
  type World,
} from "./helpers/ride-model.ts";
import {
  MANUAL_DISPATCH,
  north,
  onlineDriver,
  ownAreaOnGrid,
  rideBody,
  type SignedIn,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * Random sequences of rider, driver and dispatcher actions against the real API, one-way rides and round trips,
 * some sent two at once, each checked against the model in helpers/ride-model.ts: the answers, every ride's and
 * offer's status, who the requests went to, its fare, amount (an early end's share included) and wait start, no
 * driver or rider on two active rides, nothing changed by a refused action, and (once the table exists) one
 * trip_events row per transition. The clock is frozen and moved by the "timer" steps.
 * A failure prints fast-check's seed and path: RIDE_MODEL_SEED and RIDE_MODEL_PATH replay it.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const NUM_RUNS = Number(process.env.RIDE_MODEL_RUNS ?? (onPostgres ? 30 : 8));
const replay = process.env.RIDE_MODEL_SEED
  ? { seed: Number(process.env.RIDE_MODEL_SEED), path: process.env.RIDE_MODEL_PATH }
  : {};

const cfg: ModelConfig = {
  drivers: 2,
  stepMs: 10_000,
  searchTimeoutMs: 60_000,
  offerTtlMs: 30_000,
  scheduleAheadMs: 90_000,
  // Bookings are of ride type 1 (rideBody); the server seeds its fares table with the defaults.
  fare: DEFAULT_FARES.find((f) => f.rideType === 1) as ModelConfig["fare"],
};
const RIDERS = 2;
const reasonsOf = (by: "rider" | "driver"): readonly string[] =>
  by === "driver" ? DRIVER_CANCEL_REASONS : CANCEL_REASONS;
const ENV = {
  ...MANUAL_DISPATCH,
  DISPATCH_STEP_MS: String(cfg.stepMs),
  DISPATCH_TIMEOUT_MS: String(cfg.searchTimeoutMs),
  OFFER_TTL_MS: String(cfg.offerTtlMs),
  // Positions placed at the start of a run stay fresh however far the run moves the clock.
  LOCATION_STALE_MS: "36000000",
  // Booking ahead as the model knows it: drivers asked a minute before pickup, the search ends at its usual
  // limit, and an offer accepted that close to pickup assigns the driver at once (no reservation).
  SCHEDULE_LEAD_MIN: "1",
  SCHEDULE_TOWN_LEAD_MIN: "1",
  SCHEDULE_MATCH_BY_MIN: "0",
  SCHEDULE_REMIND_MIN: "1",
  SCHEDULE_CONFIRM_BY_MIN: "0",
};
const SCHEDULE_LEAD_MS = 60_000;
/**
 * The clock moves of a timer step: a widening step, an offer's life, a search's life, a scheduled time. Round
 * trips wait 0-3 minutes, so a few steps end a wait and an early end may come after whole minutes waited.
 */
const ADVANCES = [cfg.stepMs, cfg.offerTtlMs, cfg.searchTimeoutMs, cfg.scheduleAheadMs];

// ---- What fast-check generates: actions naming rides and offers by recency, actors by index or "owner" ----

type Who = "owner" | number;
type SimpleKind = "accept" | "decline" | "withdraw" | "searchAgain" | DriverStep;
type Abstract =
  | { kind: "book"; who: number; later: boolean; roundTrip: boolean; waitMinutes: number }
  | { kind: "offer"; who: number; target: number }
  | { kind: SimpleKind; who: Who; target: number }
  | { kind: "start"; who: Who; target: number; rightPin: boolean }
  | { kind: "end"; by: "rider" | "driver"; who: Who; target: number }
  /** The owner's usual next move on an active ride (see resolveNext). */
  | { kind: "next"; target: number; pick: number }
  | { kind: "cancel"; by: "rider" | "driver"; who: Who; target: number; reason: number }
  | { kind: "tick"; advanceMs: number };
type Step = { one: Abstract } | { pair: [Abstract, Abstract] };

const target = fc.nat({ max: 3 });
const who = (max: number) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant<Who>("owner") }, { weight: 1, arbitrary: fc.nat({ max }) });
const simple = (kind: SimpleKind, max: number) =>
  fc.record({ kind: fc.constant(kind), who: who(max), target });

/** One request; `nextWeight` sets how often it is the owners' usual next move (resolveNext). */
const httpAction = (nextWeight: number): fc.Arbitrary<Abstract> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("book"),
        who: fc.nat({ max: RIDERS - 1 }),
        later: fc.boolean(),
        roundTrip: fc.boolean(),
        waitMinutes: fc.constantFrom(0, 1, 1, 2),
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant("offer"), who: fc.nat({ max: cfg.drivers - 1 }), target }),
    },
    { weight: 3, arbitrary: simple("accept", RIDERS - 1) },
    { weight: 1, arbitrary: simple("decline", RIDERS - 1) },
    { weight: 1, arbitrary: simple("withdraw", cfg.drivers - 1) },
    { weight: 2, arbitrary: simple("arrive", cfg.drivers - 1) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("start"),
        who: who(cfg.drivers - 1),
        target,
        rightPin: fc.boolean(),
      }),
    },
    { weight: 2, arbitrary: simple("complete", cfg.drivers - 1) },
    { weight: 2, arbitrary: simple("wait", cfg.drivers - 1) },
    { weight: 1, arbitrary: simple("return", cfg.drivers - 1) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("end"),
        // Mostly the rider; a driver is refused.
        by: fc.constantFrom("rider", "rider", "rider", "driver"),
        who: who(1),
        target,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("cancel"),
        by: fc.constantFrom("rider", "driver"),
        who: who(1),
        target,
        // One past the list: a reason that is not on it.
        reason: fc.nat({ max: CANCEL_REASONS.length }),
      }),
    },
    { weight: 1, arbitrary: simple("searchAgain", RIDERS - 1) },
    {
      weight: nextWeight,
      arbitrary: fc.record({ kind: fc.constant("next"), target, pick: fc.nat({ max: 11 }) }),
    },
  );
/** The rider ending a round trip at the destination while its driver sets off back: one of the two wins. */
const endOrReturn: fc.Arbitrary<Step> = target.map((t) => ({
  pair: [
    { kind: "end", by: "rider", who: "owner", target: t },
    { kind: "return", who: "owner", target: t },
  ],
}));
const stepArb = (nextWeight: number): fc.Arbitrary<Step> => {
  const http = httpAction(nextWeight);
  return fc.oneof(
    { weight: 8, arbitrary: http.map((one) => ({ one })) },
    {
      weight: 2,
      arbitrary: fc
        .record({ kind: fc.constant("tick"), advanceMs: fc.constantFrom(...ADVANCES) })
        .map((one) => ({ one })),
    },
    { weight: 3, arbitrary: fc.tuple(http, http).map((pair) => ({ pair })) },
    { weight: 1, arbitrary: endOrReturn },
  );
};
/**
 * A run's steps. Half the runs mostly move trips along, in more steps, to reach started trips, waiting drivers
 * and their races; the others mostly roam among refusals, offers and timers, in fewer. On average a run has as
 * many steps as one of 8-15 evenly drawn.
 */
const sequenceArb = fc.oneof(
  fc.array(stepArb(120), { minLength: 10, maxLength: 18 }),
  fc.array(stepArb(6), { minLength: 6, maxLength: 12 }),
);

/** Steps that only a ride with a driver on it takes: they name one of those when there is any. */
const ON_THE_WAY = new Set<Abstract["kind"]>(["arrive", "start", "wait", "return", "complete", "end"]);

/**
 * What the owners of an active ride would do next: offer, accept the pending offer, arrive, start with the right
 * PIN, wait or complete, end or go back (or let a minute pass). Random actions alone seldom string together the
 * steps a trip needs: without these, few runs would reach a started trip or a waiting driver.
 */
function resolveNext(w: World, a: Extract<Abstract, { kind: "next" }>): Act {
  const active = [...w.rides].reverse().filter((r) => isRiderActive(r.status));
  const ride = active[a.target % Math.max(1, active.length)];
  if (!ride) {
    const rider = a.pick % RIDERS;
    return { kind: "book", rider, later: false, roundTrip: a.pick % 3 !== 0, waitMinutes: a.pick % 4 };
  }
  const driver = ride.driver ?? 0;
  switch (ride.status) {
    case "searching": {
      const offer = w.offers.find((o) => o.ride === ride.key && o.status === "pending");
      if (offer) return { kind: "accept", rider: ride.rider, offer: offer.key };
      const idle = ride.dispatched.filter((d) => !driverActive(w, d));
      return { kind: "offer", driver: idle[a.pick % Math.max(1, idle.length)] ?? 0, ride: ride.key };
    }
    case "arrived":
      return { kind: "start", driver, ride: ride.key, rightPin: true };
    case "in_progress":
      return { kind: ride.kind === "round_trip" ? "wait" : "complete", driver, ride: ride.key };
    case "waiting": {
      // Or a minute passes, for an end after some waiting or a wait that runs out.
      const choices: Act[] = [
        { kind: "end", by: "rider", who: ride.rider, ride: ride.key },
        { kind: "return", driver, ride: ride.key },
        { kind: "tick", advanceMs: 60_000 },
      ];
      return choices[a.pick % choices.length] as Act;
    }
    case "returning":
      return { kind: "complete", driver, ride: ride.key };
    default:
      return { kind: "arrive", driver, ride: ride.key };
  }
}

/** The concrete action in the current world; one naming a ride or offer when there is none books a ride. */
function resolve(w: World, a: Abstract): Act {
  const bookNow: Act = { kind: "book", rider: 0, later: false, roundTrip: false, waitMinutes: 0 };
  if (a.kind === "tick") return a;
  if (a.kind === "next") return resolveNext(w, a);
  if (a.kind === "book") {
    const { who: rider, later, roundTrip, waitMinutes } = a;
    return { kind: "book", rider, later, roundTrip, waitMinutes };
  }
  const newestRides = [...w.rides].reverse();
  const newestOffers = [...w.offers].reverse();
  if (a.kind === "accept" || a.kind === "decline" || a.kind === "withdraw") {
    const offer = newestOffers[a.target % Math.max(1, newestOffers.length)];
    if (!offer) return bookNow;
    if (a.kind === "withdraw")
      return { kind: a.kind, driver: a.who === "owner" ? offer.driver : a.who, offer: offer.key };
    const rider = a.who === "owner" ? rideOf(w, offer.ride).rider : a.who;
    return { kind: a.kind, rider, offer: offer.key };
  }
  const assigned = newestRides.filter((r) => isDriverActive(r.status));
  const pool = ON_THE_WAY.has(a.kind) && assigned.length > 0 ? assigned : newestRides;
  const ride = pool[a.target % Math.max(1, pool.length)];
  if (!ride) return bookNow;
  const driver = a.who === "owner" ? (ride.driver ?? 0) : a.who;
  switch (a.kind) {
    case "offer":
      return { kind: "offer", driver: a.who, ride: ride.key };
    case "arrive":
    case "wait":
    case "return":
    case "complete":
      return { kind: a.kind, driver, ride: ride.key };
    case "start":
      return { kind: "start", driver, ride: ride.key, rightPin: a.rightPin };
    case "searchAgain":
      return { kind: "searchAgain", rider: a.who === "owner" ? ride.rider : a.who, ride: ride.key };
    case "end": {
      const owner = a.by === "rider" ? ride.rider : (ride.driver ?? 0);
      return { kind: "end", by: a.by, who: a.who === "owner" ? owner : a.who, ride: ride.key };
    }
    case "cancel": {
      const owner = a.by === "rider" ? ride.rider : (ride.driver ?? 0);
      const reason = a.reason < reasonsOf(a.by).length ? a.reason : -1;
      return { kind: "cancel", by: a.by, who: a.who === "owner" ? owner : a.who, ride: ride.key, reason };
    }
  }
}

// ---- The real API: riders, drivers, requests ----

interface Arena {
  t: TestApp;
  riders: { user: User; api: SignedIn }[];
  drivers: { user: User; api: SignedIn }[];
  trip: {
    pickup: { lat: number; lon: number; name: string };
    destination: { lat: number; lon: number; name: string };
  };
  /** Model key -> database id, and back. */
  ids: Map<string, string>;
  keys: Map<string, string>;
  events: boolean;
  lastSeq: number;
  close(): Promise<void>;
}

/** On PostgreSQL each run has a database of its own; PGlite is slow to start, so runs share one, each in its own area. */
let sharedApp: TestApp | undefined;

async function openArena(): Promise<Arena> {
  if (!onPostgres) sharedApp ??= await createTestApp(ENV);
  const t = sharedApp ?? (await createTestApp(ENV));
  const [fare] = await t.database.db.select().from(fares).where(eq(fares.rideType, cfg.fare.rideType));
  expect(fare, "the fares table prices as the model does").toMatchObject(cfg.fare);
  // Shrinking a failure replays hundreds of runs: more areas than ownArea has room for.
  const trip = ownAreaOnGrid();
  const origin = trip.pickup;
  const riders = [];
  for (let i = 0; i < RIDERS; i++) {
    const user = await createUser(t);
    riders.push({ user, api: await signedIn(t, user) });
  }
  const drivers = [];
  for (let i = 0; i < cfg.drivers; i++) drivers.push(await onlineDriver(t, driverHome(origin, i)));
  const exists = await t.database.db.execute(
    sql`select 1 from information_schema.tables where table_name = 'trip_events'`,
  );
  const events = (exists as unknown as { rows: unknown[] }).rows.length > 0;
  return {
    t,
    riders,
    drivers,
    trip,
    ids: new Map(),
    keys: new Map(),
    events,
    lastSeq: events ? await maxSeq(t) : 0,
    close: onPostgres ? () => t.close() : async () => {},
  };
}

/** Where the arena's driver `i` stays: north of the pickup, 200 m apart. */
const driverHome = (origin: { lat: number; lon: number }, i: number) => north(origin, 300 + 200 * i);

async function maxSeq(t: TestApp): Promise<number> {
  const result = await t.database.db.execute(sql`select coalesce(max(seq), 0) as seq from trip_events`);
  return Number((result as unknown as { rows: { seq: string | number }[] }).rows[0]?.seq ?? 0);
}

const id = (arena: Arena, key: string) => {
  const value = arena.ids.get(key);
  if (!value) throw new Error(`no id bound to ${key}`);
  return value;
};

async function pinOf(arena: Arena, rideId: string): Promise<string> {
  const [row] = await arena.t.database.db
    .select({ pin: handoverCodes.code })
    .from(handoverCodes)
    .where(and(eq(handoverCodes.tripId, rideId), eq(handoverCodes.purpose, "pickup")));
  return row?.pin ?? "0000";
}

interface Answer {
  code: number;
  id?: string;
}

/** Sends one action; `pin` is the ride's PIN read beforehand (for a start). */
async function send(arena: Arena, act: Act, pin: string): Promise<Answer> {
  if (act.kind === "tick") {
    vi.setSystemTime(Date.now() + act.advanceMs);
    await dispatchTick(arena.t.app.rideDeps);
    return { code: 0 };
  }
  if (act.kind === "book") await payOwedTrips(arena, act.rider);
  const res = await request(arena, act, pin);
  const body = res.statusCode === 201 ? (res.json() as { data: { id: string } }) : undefined;
  return { code: res.statusCode, id: body?.data.id };
}

/**
 * Riders here pay for a trip as soon as it ends (from the wallet), so booking again is up to the rides rules
 * alone; that an unpaid trip blocks booking is tested in payments-charges.test.ts.
 */
/**
 * The driver completes where the trip ends (the destination; the pickup of a round trip), so it costs what was
 * agreed, and is put back where the model keeps its drivers (dispatch picks by where they are).
 */
async function completeWhereItEnds(arena: Arena, driverIndex: number, rideId: string) {
  const driver = arena.drivers[driverIndex];
  if (!driver) throw new Error(`no driver ${driverIndex}`);
  const { locations } = arena.t.app.rideDeps;
  const [ride] = await arena.t.database.db
    .select({ roundTrip: rides.roundTrip })
    .from(rides)
    .where(eq(rides.id, rideId));
  const before = await locations.get(driver.user.id);
  const end = ride?.roundTrip ? arena.trip.pickup : arena.trip.destination;
  if (before) await locations.update({ ...before, lat: end.lat, lon: end.lon, at: Date.now() });
  try {
    return await driver.api({ method: "POST", url: `/api/rides/${rideId}/complete` });
  } finally {
    // Back where openArena placed them (not `before`: two completions at once would put each other's spot back).
    const home = driverHome(arena.trip.pickup, driverIndex);
    const after = await locations.get(driver.user.id);
    if (after) await locations.update({ ...after, lat: home.lat, lon: home.lon });
  }
}

async function payOwedTrips(arena: Arena, riderIndex: number): Promise<void> {
  const rider = arena.riders[riderIndex];
  if (!rider) return;
  const owed = await arena.t.database.db
    .select()
    .from(tripCharges)
    .where(and(eq(tripCharges.riderId, rider.user.id), eq(tripCharges.status, "owed")));
  for (const charge of owed) {
    await fundWallet(arena.t, rider.user.id, charge.amountKobo);
    const paid = await rider.api({ method: "POST", url: `/api/payments/rides/${charge.tripId}/wallet` });
    // Two bookings sent together both pay: one of them finds the trip paid already.
    expect([200, 409], paid.body).toContain(paid.statusCode);
  }
}

function request(arena: Arena, act: Exclude<Act, { kind: "tick" }>, pin: string) {
  const rider = (i: number) => arena.riders[i]?.api as SignedIn;
  const driver = (i: number) => arena.drivers[i]?.api as SignedIn;
  switch (act.kind) {
    case "book": {
      // The pickup is a lead after the time the model dispatches it (the server asks drivers that far ahead).
      const scheduledAt = act.later
        ? new Date(Date.now() + cfg.scheduleAheadMs + SCHEDULE_LEAD_MS).toISOString()
        : undefined;
      // A one-way booking leaves both fields to their defaults.
      const roundTrip = act.roundTrip ? { roundTrip: true, waitMinutes: act.waitMinutes } : {};
      return rider(act.rider)({
        method: "POST",
        url: "/api/rides",
        payload: rideBody({ ...arena.trip, scheduledAt, ...roundTrip }),
      });
    }
    case "offer":
      return driver(act.driver)({
        method: "POST",
        url: `/api/rides/${id(arena, act.ride)}/offers`,
        payload: {},
      });
    case "accept":
    case "decline":
      return rider(act.rider)({ method: "POST", url: `/api/offers/${id(arena, act.offer)}/${act.kind}` });
    case "withdraw":
      return driver(act.driver)({ method: "DELETE", url: `/api/offers/${id(arena, act.offer)}` });
    case "complete":
      return completeWhereItEnds(arena, act.driver, id(arena, act.ride));
    case "arrive":
    case "wait":
    case "return":
      return driver(act.driver)({ method: "POST", url: `/api/rides/${id(arena, act.ride)}/${act.kind}` });
    case "end": {
      const api = act.by === "rider" ? rider(act.who) : driver(act.who);
      return api({ method: "POST", url: `/api/rides/${id(arena, act.ride)}/end` });
    }
    case "start": {
      const wrong = String((Number(pin) + 1) % 10_000).padStart(4, "0");
      return driver(act.driver)({
        method: "POST",
        url: `/api/rides/${id(arena, act.ride)}/start`,
        payload: { pin: act.rightPin ? pin : wrong },
      });
    }
    case "cancel": {
      const api = act.by === "rider" ? rider(act.who) : driver(act.who);
      const reason = reasonsOf(act.by)[act.reason] ?? "Because";
      return api({ method: "POST", url: `/api/rides/${id(arena, act.ride)}/cancel`, payload: { reason } });
    }
    case "searchAgain":
      return rider(act.rider)({ method: "POST", url: `/api/rides/${id(arena, act.ride)}/search-again` });
  }
}

// ---- What the database holds, in the model's terms ----

interface ObservedRide {
  status: string;
  driver: number | null;
  pinAttempts: number;
  dispatched: number[];
  fareKobo: number;
  amountKobo: number | null;
  waitStartedAt: number | null;
}

interface Observed {
  rides: Record<string, ObservedRide>;
  offers: Record<string, string>;
}

function project(w: World): Observed {
  return {
    rides: Object.fromEntries(
      w.rides.map((r): [string, ObservedRide] => [
        r.key,
        {
          status: r.status,
          driver: r.driver,
          pinAttempts: r.pinAttempts,
          dispatched: r.dispatched,
          fareKobo: r.fareKobo,
          amountKobo: r.amountKobo,
          waitStartedAt: r.waitStartedAt,
        },
      ]),
    ),
    offers: Object.fromEntries(w.offers.map((o) => [o.key, o.status])),
  };
}

async function rowsOf(arena: Arena) {
  const { db } = arena.t.database;
  const rideRows = await db
    .select()
    .from(rides)
    .where(
      inArray(
        rides.riderId,
        arena.riders.map((r) => r.user.id),
      ),
    )
    .orderBy(rides.id);
  const rideIds = rideRows.map((r) => r.id);
  if (rideIds.length === 0) return { rideRows, offerRows: [], dispatchRows: [], pinRows: [] };
  const offerRows = await db.select().from(offers).where(inArray(offers.tripId, rideIds)).orderBy(offers.id);
  const dispatchRows = await db
    .select()
    .from(tripDispatches)
    .where(inArray(tripDispatches.tripId, rideIds))
    .orderBy(tripDispatches.tripId, tripDispatches.driverId);
  const pinRows = await db
    .select()
    .from(handoverCodes)
    .where(and(inArray(handoverCodes.tripId, rideIds), eq(handoverCodes.purpose, "pickup")));
  return { rideRows, offerRows, dispatchRows, pinRows };
}

async function observe(arena: Arena): Promise<Observed> {
  const { rideRows, offerRows, dispatchRows, pinRows } = await rowsOf(arena);
  const key = (dbId: string) => arena.keys.get(dbId) ?? `unexpected:${dbId}`;
  const driverIndex = (userId: string | null) =>
    userId === null ? null : arena.drivers.findIndex((d) => d.user.id === userId);
  return {
    rides: Object.fromEntries(
      rideRows.map((r): [string, ObservedRide] => [
        key(r.id),
        {
          status: r.status,
          driver: driverIndex(r.driverId),
          pinAttempts: pinRows.find((p) => p.tripId === r.id)?.attempts ?? 0,
          dispatched: dispatchRows
            .filter((d) => d.tripId === r.id)
            .map((d) => driverIndex(d.driverId) as number)
            .sort((a, b) => a - b),
          fareKobo: r.fareKobo,
          amountKobo: r.amountKobo,
          waitStartedAt: r.waitStartedAt?.getTime() ?? null,
        },
      ]),
    ),
    offers: Object.fromEntries(offerRows.map((o) => [key(o.id), o.status])),
  };
}

/** Nobody holds two active rides (the whole database, not just this run). */
async function expectNoDoubleBooking(arena: Arena): Promise<void> {
  const { db } = arena.t.database;
  const drivers = await db
    .select({ driverId: rides.driverId, n: count() })
    .from(rides)
    .where(inArray(rides.status, [...DRIVER_ACTIVE_STATUSES]))
    .groupBy(rides.driverId)
    .having(gt(count(), 1));
  expect(drivers, "a driver on two active rides").toEqual([]);
  const riders = await db
    .select({ riderId: rides.riderId, n: count() })
    .from(rides)
    .where(inArray(rides.status, [...RIDER_ACTIVE_STATUSES]))
    .groupBy(rides.riderId)
    .having(gt(count(), 1));
  expect(riders, "a rider with two active rides").toEqual([]);
  // Every driver's job is exactly their active ride (the kernel keeps driver_jobs in the transition).
  const active = await db
    .select({ driverId: rides.driverId, tripId: rides.id })
    .from(rides)
    .where(inArray(rides.status, [...DRIVER_ACTIVE_STATUSES]));
  const jobs = await db
    .select({ driverId: driverJobs.driverId, tripId: driverJobs.tripId })
    .from(driverJobs)
    .where(eq(driverJobs.tripKind, "ride"));
  const byTrip = (a: { tripId: string }, b: { tripId: string }) => a.tripId.localeCompare(b.tripId);
  expect(jobs.sort(byTrip), "drivers' jobs are their active rides").toEqual(active.sort(byTrip));
}

interface EventRow {
  seq: number;
  ride: string;
  event: string;
  from: string | null;
  to: string;
  actor: string;
}

/** The trip_events rows written since the last look, for this run's rides. */
async function newEvents(arena: Arena): Promise<EventRow[]> {
  const result = await arena.t.database.db.execute(
    sql`select seq, trip_id, event, from_status, to_status, actor from trip_events where seq > ${arena.lastSeq} order by seq`,
  );
  const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows.map((r) => ({
    seq: Number(r.seq),
    ride: arena.keys.get(String(r.trip_id)) ?? "",
    event: String(r.event),
    from: r.from_status ?? null,
    to: String(r.to_status),
    actor: String(r.actor),
  }));
  arena.lastSeq = Math.max(arena.lastSeq, ...rows.map((r) => r.seq));
  return rows.filter((r) => r.ride !== "");
}

/**
 * One row per transition, with its event, statuses and actor, and nothing else: a booking may log itself
 * ("book", from nothing), and rows that keep the status (a refresh) are not transitions.
 */
function expectEvents(rows: EventRow[], transitions: Transition[], booked: Map<string, string>): void {
  for (const row of rows.filter((r) => r.event === "book")) {
    expect({ from: row.from, to: row.to }, `booking row of ${row.ride}`).toEqual({
      from: null,
      to: booked.get(row.ride),
    });
  }
  const moves = rows
    .filter((r) => r.event !== "book" && r.from !== r.to)
    .map((r) => `${r.ride} ${r.event} ${r.from}->${r.to} by ${r.actor}`)
    .sort();
  const expected = transitions.map((t) => `${t.ride} ${t.event} ${t.from}->${t.to} by ${t.actor}`).sort();
  expect(moves, "trip_events rows of this step").toEqual(expected);
}

// ---- One step: send, pick the model outcome the answers match, compare ----

async function runStep(arena: Arena, w: World, acts: Act[], tags: string[]): Promise<World> {
  const pins = await Promise.all(
    acts.map((a) => (a.kind === "start" ? pinOf(arena, id(arena, a.ride)) : Promise.resolve(""))),
  );
  const before = await rowsOf(arena);
  const answers = await Promise.all(acts.map((a, i) => send(arena, a, pins[i] as string)));
  answers.forEach((answer, i) => {
    const tag = tags[i] as string;
    if (answer.code === 201 && answer.id) {
      arena.ids.set(tag, answer.id);
      arena.keys.set(answer.id, tag);
    }
  });
  const candidates =
    acts.length === 1
      ? step(w, acts[0] as Act, tags[0] as string, cfg).map((o) => ({ ...o, codes: [o.code] }))
      : stepPair(w, acts[0] as Act, acts[1] as Act, tags as [string, string], cfg);
  const codes = answers.map((a) => a.code);
  const observed = await observe(arena);
  const match = candidates.find(
    (c) => isDeepStrictEqual(c.codes, codes) && isDeepStrictEqual(project(c.world), observed),
  );
  if (!match) {
    const sameCodes = candidates.find((c) => isDeepStrictEqual(c.codes, codes));
    expect(codes, "answers").toEqual((sameCodes ?? candidates[0])?.codes);
    expect(observed, "rides and offers").toEqual(project((sameCodes ?? candidates[0])?.world as World));
    throw new Error("no model outcome matches");
  }
  await expectNoDoubleBooking(arena);
  const single = acts.length === 1 ? acts[0] : undefined;
  const refusal =
    [403, 404, 409, 429].includes(codes[0] as number) || (single?.kind === "cancel" && codes[0] === 400);
  if (single && refusal) {
    expect(await rowsOf(arena), "a refused action changed nothing").toEqual(before);
  }
  if (arena.events) {
    const booked = new Map<string, string>();
    acts.forEach((a, i) => {
      if (a.kind === "book" && codes[i] === 201)
        booked.set(tags[i] as string, a.later ? "scheduled" : "searching");
    });
    expectEvents(await newEvents(arena), match.transitions, booked);
  }
  return match.world;
}

const describeAct = (a: Act) => JSON.stringify(a);

async function runSequence(steps: Step[]): Promise<void> {
  const arena = await openArena();
  const trace: string[] = [];
  try {
    let world = emptyWorld(Date.now(), arena.trip);
    for (const [n, s] of steps.entries()) {
      const abstract = "one" in s ? [s.one] : s.pair;
      const acts = abstract.map((a) => resolve(world, a));
      const tags = acts.map((_, i) => `s${n}.${i}`);
      trace.push(`${tags.join("+")}: ${acts.map(describeAct).join(" | ")}`);
      // A timer pass goes alone: a request sent along with it could see the clock before or after the move.
      const alone = acts.length === 2 && acts.some((a) => a.kind === "tick");
      const groups = alone
        ? acts.map((a, i) => ({ acts: [a], tags: [tags[i] as string] }))
        : [{ acts, tags }];
      for (const group of groups) world = await runStep(arena, world, group.acts, group.tags);
    }
  } catch (error) {
    // The steps so far go above the failure; an assertion keeps its values, so the report shows the difference.
    if (!(error instanceof Error)) throw new Error(`${trace.join("\n")}\n${String(error)}`);
    error.message = `${trace.join("\n")}\n${error.message}`;
    throw error;
  } finally {
    await arena.close();
  }
}

describe("rides against the model (random rider, driver and timer actions)", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await sharedApp?.close();
  });

  it(`${NUM_RUNS} random sequences agree with the model`, { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(sequenceArb, (steps) => runSequence(steps)),
      { numRuns: NUM_RUNS, ...replay },
    );
  });
});
