import {
  earlyEndKobo,
  estimateTrip,
  type FareRule,
  isDriverActive,
  isRiderActive,
  nextOfferStatus,
  nextRideStatus,
  type OfferStatus,
  type RideActor,
  type RideEvent,
  type RideShape,
  type RideStatus,
} from "@campusgo/domain";

/**
 * A model of what the API should do with a few riders, drivers and their rides, for the model-based test.
 * Every status change is looked up in the domain's transition tables (nextRideStatus, nextOfferStatus), so new
 * rows there reach the model; the rest (who may see what, dispatch, PIN locks, timers) restates the documented
 * API rules (docs/api-rides.md). Rides and offers are named by keys; the test binds them to database ids.
 */

export interface ModelConfig {
  drivers: number;
  stepMs: number;
  searchTimeoutMs: number;
  offerTtlMs: number;
  /** How far ahead a "later" booking is scheduled. */
  scheduleAheadMs: number;
  /** The fare table row of the booked ride type, as the server's `fares` table holds it. */
  fare: FareRule;
}

/** Server rules the tables do not hold (rides/service.ts, offers/service.ts). */
const MAX_OFFERS_PER_RIDE = 3;
const PIN_MAX_ATTEMPTS = 5;
const PIN_LOCK_MS = 60_000;

export interface ModelOffer {
  key: string;
  ride: string;
  driver: number;
  status: OfferStatus;
  expiresAt: number;
}

export interface ModelRide {
  key: string;
  rider: number;
  kind: RideShape;
  status: RideStatus;
  driver: number | null;
  /** Round trips: the minutes agreed at the destination, and when the driver began them. */
  waitMinutes: number;
  waitStartedAt: number | null;
  /** The upfront fare, and what is charged: the accepted offer's amount (the fare), or an early end's share. */
  fareKobo: number;
  amountKobo: number | null;
  scheduledAt: number | null;
  nextStepAt: number | null;
  searchExpiresAt: number | null;
  /** The drivers the request was ever sent to, ascending. */
  dispatched: number[];
  pinAttempts: number;
  pinFailedAt: number | null;
}

type Point = { lat: number; lon: number };

export interface World {
  now: number;
  /** Where every ride of the run goes (the fares depend on it). */
  trip: { pickup: Point; destination: Point };
  rides: ModelRide[];
  offers: ModelOffer[];
}

export interface Transition {
  ride: string;
  event: RideEvent;
  from: RideStatus;
  to: RideStatus;
  actor: RideActor;
}

/** An action with its rides and offers resolved to keys and its actors to indexes. */
export type Act =
  | { kind: "book"; rider: number; later: boolean; roundTrip: boolean; waitMinutes: number }
  | { kind: "offer"; driver: number; ride: string }
  | { kind: "accept" | "decline"; rider: number; offer: string }
  | { kind: "withdraw"; driver: number; offer: string }
  | { kind: DriverStep; driver: number; ride: string }
  | { kind: "start"; driver: number; ride: string; rightPin: boolean }
  | { kind: "cancel"; by: "rider" | "driver"; who: number; ride: string; reason: number }
  | { kind: "searchAgain"; rider: number; ride: string }
  /** The rider's early end; a driver is refused whatever the ride. */
  | { kind: "end"; by: "rider" | "driver"; who: number; ride: string }
  | { kind: "tick"; advanceMs: number };

/** The assigned driver's steps on the way (routes /arrive, /wait, /return, /complete). */
export type DriverStep = "arrive" | "wait" | "return" | "complete";

/** One possible result: the world after, the HTTP status (0 for a tick) and the transitions made. */
export interface Outcome {
  world: World;
  code: number;
  transitions: Transition[];
}

export const emptyWorld = (now: number, trip: World["trip"]): World => ({ now, trip, rides: [], offers: [] });

export const driverActive = (w: World, driver: number) =>
  w.rides.some((r) => r.driver === driver && isDriverActive(r.status));

const riderActive = (w: World, rider: number, except?: string) =>
  w.rides.some((r) => r.rider === rider && r.key !== except && isRiderActive(r.status));

export const rideOf = (w: World, key: string): ModelRide => {
  const ride = w.rides.find((r) => r.key === key);
  if (!ride) throw new Error(`no ride ${key} in the model`);
  return ride;
};

const offerOf = (w: World, key: string): ModelOffer => {
  const offer = w.offers.find((o) => o.key === key);
  if (!offer) throw new Error(`no offer ${key} in the model`);
  return offer;
};

/** The request goes to every driver who is not on an active ride (all are online, near and approved). */
function dispatch(w: World, ride: ModelRide, cfg: ModelConfig): void {
  const idle = Array.from({ length: cfg.drivers }, (_, d) => d).filter((d) => !driverActive(w, d));
  ride.dispatched = [...new Set([...ride.dispatched, ...idle])].sort((a, b) => a - b);
}

/** Moves a ride by the table, recording the transition; false when the table has no such row. */
function move(ride: ModelRide, event: RideEvent, actor: RideActor, log: Transition[]): boolean {
  const to = nextRideStatus(ride.status, event, actor, ride.kind);
  if (!to) return false;
  log.push({ ride: ride.key, event, from: ride.status, to, actor });
  ride.status = to;
  return true;
}

/** Every pending offer matching `which` takes the system's `event` (expire, lose, withdraw). */
function settleOffers(w: World, which: (o: ModelOffer) => boolean, event: "expire" | "lose" | "withdraw") {
  for (const offer of w.offers) {
    if (offer.status !== "pending" || !which(offer)) continue;
    offer.status = nextOfferStatus(offer.status, event, "system") ?? offer.status;
  }
}

const refused = (w: World, code: number): Outcome => ({ world: w, code, transitions: [] });

/**
 * The possible outcomes of one action (several only for a tick, whose due scheduled rides the server takes
 * in no set order). With `racing`, a refresh of a searching ride may also lose its compare-and-set to the
 * other request and answer 409.
 */
export function step(before: World, act: Act, tag: string, cfg: ModelConfig, racing = false): Outcome[] {
  if (act.kind === "tick") return tick(before, act.advanceMs, cfg);
  const w = structuredClone(before);
  const log: Transition[] = [];
  const ok = (code = 200): Outcome[] => [{ world: w, code, transitions: log }];
  const no = (code: number): Outcome[] => [refused(before, code)];
  switch (act.kind) {
    case "book": {
      if (act.later) {
        w.rides.push(newRide(w, tag, act, "scheduled", w.now + cfg.scheduleAheadMs, cfg));
        return ok(201);
      }
      if (riderActive(w, act.rider)) return no(409);
      const ride = newRide(w, tag, act, "searching", null, cfg);
      startSearch(w, ride, cfg);
      w.rides.push(ride);
      return ok(201);
    }
    case "offer": {
      const ride = rideOf(w, act.ride);
      if (!ride.dispatched.includes(act.driver)) return no(404);
      if (ride.status !== "searching" || driverActive(w, act.driver)) return no(409);
      const mine = w.offers.filter((o) => o.ride === ride.key && o.driver === act.driver);
      if (mine.length >= MAX_OFFERS_PER_RIDE || mine.some((o) => o.status === "pending")) return no(409);
      w.offers.push({
        key: tag,
        ride: ride.key,
        driver: act.driver,
        status: "pending",
        expiresAt: w.now + cfg.offerTtlMs,
      });
      return ok(201);
    }
    case "accept": {
      const offer = offerOf(w, act.offer);
      const ride = rideOf(w, offer.ride);
      if (ride.rider !== act.rider) return no(404);
      if (ride.status !== "searching") return no(409);
      if (offer.status !== "pending" || offer.expiresAt <= w.now) return no(409);
      if (driverActive(w, offer.driver)) return no(409);
      const accepted = nextOfferStatus(offer.status, "accept", "rider");
      if (!accepted || !move(ride, "accept", "rider", log)) return no(409);
      offer.status = accepted;
      // Offers are made without an amount: at the fare.
      Object.assign(ride, {
        driver: offer.driver,
        nextStepAt: null,
        pinAttempts: 0,
        amountKobo: ride.fareKobo,
      });
      settleOffers(w, (o) => o.ride === ride.key, "lose");
      settleOffers(w, (o) => o.driver === offer.driver, "withdraw");
      return ok();
    }
    case "decline": {
      const offer = offerOf(w, act.offer);
      if (rideOf(w, offer.ride).rider !== act.rider) return no(404);
      const to = nextOfferStatus(offer.status, "decline", "rider");
      if (!to) return no(409);
      offer.status = to;
      return ok();
    }
    case "withdraw": {
      const offer = offerOf(w, act.offer);
      if (offer.driver !== act.driver) return no(404);
      const to = nextOfferStatus(offer.status, "withdraw", "driver");
      if (!to) return no(409);
      offer.status = to;
      return ok();
    }
    case "arrive":
    case "wait":
    case "return":
    case "complete": {
      const ride = rideOf(w, act.ride);
      if (ride.driver !== act.driver) return no(404);
      if (!move(ride, act.kind, "driver", log)) return no(409);
      if (act.kind === "wait") ride.waitStartedAt = w.now;
      if (act.kind === "complete") settleOffers(w, (o) => o.ride === ride.key, "expire");
      return ok();
    }
    case "end": {
      if (act.by === "driver") return no(403);
      const ride = rideOf(w, act.ride);
      if (ride.rider !== act.who) return no(404);
      if (ride.waitStartedAt === null || !move(ride, "end_early", "rider", log)) return no(409);
      ride.amountKobo = earlyEndKobo(
        cfg.fare,
        { ...w.trip, roundTrip: true, waitMinutes: ride.waitMinutes },
        ride.amountKobo ?? ride.fareKobo,
        (w.now - ride.waitStartedAt) / 60_000,
      );
      return ok();
    }
    case "start": {
      const ride = rideOf(w, act.ride);
      if (ride.driver !== act.driver) return no(404);
      if (!nextRideStatus(ride.status, "start", "driver", ride.kind)) return no(409);
      const locked =
        ride.pinAttempts >= PIN_MAX_ATTEMPTS &&
        ride.pinFailedAt !== null &&
        ride.pinFailedAt >= w.now - PIN_LOCK_MS;
      if (locked) return no(429);
      if (act.rightPin) {
        move(ride, "start", "driver", log);
        ride.pinAttempts = 0;
        return ok();
      }
      ride.pinAttempts = ride.pinAttempts >= PIN_MAX_ATTEMPTS ? 1 : ride.pinAttempts + 1;
      ride.pinFailedAt = w.now;
      return [{ world: w, code: 400, transitions: [] }];
    }
    case "cancel": {
      if (act.reason < 0) return no(400);
      const ride = rideOf(w, act.ride);
      const party = act.by === "rider" ? ride.rider : ride.driver;
      if (party !== act.who) return no(404);
      if (!move(ride, "cancel", act.by, log)) return no(409);
      ride.nextStepAt = null;
      settleOffers(w, (o) => o.ride === ride.key, "expire");
      return ok();
    }
    case "searchAgain": {
      const ride = rideOf(w, act.ride);
      if (ride.rider !== act.rider) return no(404);
      if (ride.status === "searching") {
        // Not a transition: the same search, one step wider, with a fresh time limit.
        startSearch(w, ride, cfg);
        return racing ? [...ok(), refused(before, 409)] : ok();
      }
      if (!nextRideStatus(ride.status, "search_again", "rider", ride.kind)) return no(409);
      if (riderActive(w, act.rider, ride.key)) return no(409);
      move(ride, "search_again", "rider", log);
      startSearch(w, ride, cfg);
      return ok();
    }
  }
}

function newRide(
  w: World,
  key: string,
  booking: Extract<Act, { kind: "book" }>,
  status: RideStatus,
  scheduledAt: number | null,
  cfg: ModelConfig,
): ModelRide {
  const waitMinutes = booking.roundTrip ? booking.waitMinutes : 0;
  return {
    key,
    rider: booking.rider,
    kind: booking.roundTrip ? "round_trip" : "one_way",
    status,
    driver: null,
    waitMinutes,
    waitStartedAt: null,
    fareKobo: estimateTrip(cfg.fare, { ...w.trip, roundTrip: booking.roundTrip, waitMinutes }).fareKobo,
    amountKobo: null,
    scheduledAt,
    nextStepAt: null,
    searchExpiresAt: null,
    dispatched: [],
    pinAttempts: 0,
    pinFailedAt: null,
  };
}

function startSearch(w: World, ride: ModelRide, cfg: ModelConfig): void {
  ride.nextStepAt = w.now + cfg.stepMs;
  ride.searchExpiresAt = w.now + cfg.searchTimeoutMs;
  dispatch(w, ride, cfg);
}

/**
 * The dispatcher's pass at now + advance (modules/rides/timers/sweep.ts dispatchTick): due scheduled rides
 * start (or expire when their rider is busy), due searches widen and are sent to idle drivers, offers past their
 * lifetime expire, then searches past theirs with no pending offer, and round trips whose wait is over go back.
 */
function tick(before: World, advanceMs: number, cfg: ModelConfig): Outcome[] {
  const start = structuredClone(before);
  start.now += advanceMs;
  return scheduledChoices(start).map((firsts) => {
    const w = structuredClone(start);
    const log: Transition[] = [];
    const due = w.rides.filter((r) => r.status === "scheduled" && (r.scheduledAt ?? Infinity) <= w.now);
    // The rides the server happens to take first for each rider; the others meet a busy rider.
    const ordered = [...due].sort((a, b) => Number(firsts.includes(b.key)) - Number(firsts.includes(a.key)));
    for (const ride of ordered) {
      if (riderActive(w, ride.rider)) {
        move(ride, "expire", "system", log);
        continue;
      }
      move(ride, "dispatch", "system", log);
      startSearch(w, ride, cfg);
    }
    for (const ride of w.rides) {
      if (ride.status !== "searching" || ride.nextStepAt === null || ride.nextStepAt > w.now) continue;
      ride.nextStepAt = w.now + cfg.stepMs;
      dispatch(w, ride, cfg);
    }
    settleOffers(w, (o) => o.expiresAt <= w.now, "expire");
    for (const ride of w.rides) {
      const pending = w.offers.some((o) => o.ride === ride.key && o.status === "pending");
      if (ride.status !== "searching" || pending || (ride.searchExpiresAt ?? Infinity) > w.now) continue;
      if (move(ride, "expire", "system", log)) ride.nextStepAt = null;
    }
    for (const ride of w.rides) {
      if (ride.status !== "waiting" || ride.waitStartedAt === null) continue;
      if (ride.waitStartedAt + ride.waitMinutes * 60_000 <= w.now) move(ride, "return", "system", log);
    }
    return { world: w, code: 0, transitions: log };
  });
}

/** Each way of picking, per rider with due scheduled rides, the one the server starts first. */
function scheduledChoices(w: World): string[][] {
  const byRider = new Map<number, string[]>();
  for (const r of w.rides) {
    if (r.status !== "scheduled" || (r.scheduledAt ?? Infinity) > w.now) continue;
    byRider.set(r.rider, [...(byRider.get(r.rider) ?? []), r.key]);
  }
  let choices: string[][] = [[]];
  for (const keys of byRider.values()) choices = choices.flatMap((c) => keys.map((k) => [...c, k]));
  return choices;
}

/** Both orders of two actions sent at once; answers are listed in the order the actions were given. */
export function stepPair(
  w: World,
  a: Act,
  b: Act,
  tags: [string, string],
  cfg: ModelConfig,
): { world: World; codes: [number, number]; transitions: Transition[] }[] {
  const first = step(w, a, tags[0], cfg, true).flatMap((oa) =>
    step(oa.world, b, tags[1], cfg, true).map((ob) => ({
      world: ob.world,
      codes: [oa.code, ob.code] as [number, number],
      transitions: [...oa.transitions, ...ob.transitions],
    })),
  );
  const second = step(w, b, tags[1], cfg, true).flatMap((ob) =>
    step(ob.world, a, tags[0], cfg, true).map((oa) => ({
      world: oa.world,
      codes: [oa.code, ob.code] as [number, number],
      transitions: [...ob.transitions, ...oa.transitions],
    })),
  );
  return [...first, ...second];
}
