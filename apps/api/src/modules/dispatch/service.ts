import { type RideTypeId, ROAD_FACTOR } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { type Ride, rides } from "../../db/schema/index.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { loadPeople } from "../drivers/people.ts";
import { announceSettledOffers } from "../offers/events.ts";
import { expireDueOffers } from "../offers/repo.ts";
import type { RideDeps } from "../rides/deps.ts";
import { publishRide } from "../rides/events.ts";
import { casRide, dispatchedDriverIds, findRide } from "../rides/repo.ts";
import { type RideChange, transitionRide } from "../rides/transition.ts";
import { toDriverRequest } from "../rides/view.ts";
import { dueExpiries, dueReturns, noPendingOffer } from "./due.ts";
import { alreadyDispatched, dueScheduled, dueSearches, eligibleDrivers, recordDispatches } from "./repo.ts";

/** The most drivers one dispatch step asks at once (nearest first). */
const MAX_CANDIDATES = 500;

/**
 * Sends a searching ride's request to every eligible driver within its current radius who has not had it in
 * this search round: online, approved, idle, with a matching vehicle and a fresh position. A `fresh` ride (just
 * booked) has sent nothing yet. The requests go out before they are recorded, so drivers see them sooner.
 */
export async function dispatchRide(
  deps: RideDeps,
  ride: Ride,
  now = new Date(),
  options: { fresh?: boolean } = {},
): Promise<string[]> {
  if (ride.status !== "searching") return [];
  const nearby = await deps.locations.nearby({
    lat: ride.pickupLat,
    lon: ride.pickupLon,
    radiusM: ride.searchRadiusM,
    rideType: ride.rideType as RideTypeId,
    idleOnly: true,
    limit: MAX_CANDIDATES,
    freshAfter: now.getTime() - deps.config.rides.locationStaleMs,
  });
  if (nearby.length === 0) return [];
  const [eligible, sentBefore] = await Promise.all([
    eligibleDrivers(
      deps.db,
      nearby.map((n) => n.driverId),
      ride.rideType as RideTypeId,
      ride.riderId,
    ),
    options.fresh ? new Set<string>() : alreadyDispatched(deps.db, ride.id, ride.searchRound),
  ]);
  const rows = nearby
    .filter((n) => eligible.has(n.driverId) && !sentBefore.has(n.driverId))
    .map((n) => ({ driverId: n.driverId, distanceToPickupM: shownDistance(n.distanceM * ROAD_FACTOR) }));
  if (rows.length === 0) return [];
  const people = await loadPeople(deps.db, [ride.riderId]);
  // One emit per distance drivers see, not per driver: through the Redis adapter every emit is a publish.
  for (const [distance, driverIds] of groupByDistance(rows)) {
    deps.hub.toUsers(driverIds, "ride:request", toDriverRequest(ride, people, distance, null));
  }
  await recordDispatches(deps.db, ride.id, ride.searchRound, ride.searchRadiusM, rows, now);
  return rows.map((r) => r.driverId);
}

/**
 * The road distance to the pickup as drivers see it: to 50 m under a kilometre, to 100 m beyond (the
 * precision the request card prints), so drivers at the same shown distance share one message.
 */
export function shownDistance(metres: number): number {
  const step = metres < 1000 ? 50 : 100;
  return Math.max(step, Math.round(metres / step) * step);
}

function groupByDistance(rows: readonly { driverId: string; distanceToPickupM: number }[]) {
  const groups = new Map<number, string[]>();
  for (const row of rows) {
    const group = groups.get(row.distanceToPickupM);
    if (group) group.push(row.driverId);
    else groups.set(row.distanceToPickupM, [row.driverId]);
  }
  return groups;
}

/** Tells the drivers a ride was sent to that it is gone (taken by another driver, cancelled or expired). */
export async function closeRequests(deps: RideDeps, ride: Ride, except?: string | null): Promise<void> {
  const drivers = await dispatchedDriverIds(deps.db, ride.id, except);
  deps.hub.toUsers(drivers, "ride:request:gone", { rideId: ride.id });
}

/** Starts scheduled rides whose time has come. A rider busy with another ride has the scheduled one expire. */
async function startDueScheduled(deps: RideDeps, now: Date): Promise<void> {
  const { rides: cfg } = deps.config;
  for (const { id } of await dueScheduled(deps.db, now, 50)) {
    const ride = await findRide(deps.db, id);
    if (ride?.status !== "scheduled") continue;
    let change: RideChange | undefined;
    try {
      change = await deps.db.transaction((tx) =>
        transitionRide(tx, ride, {
          event: "dispatch",
          actor: "system",
          patch: {
            searchRadiusM: cfg.initialRadiusM,
            nextStepAt: new Date(now.getTime() + cfg.stepMs),
            searchExpiresAt: new Date(now.getTime() + cfg.searchTimeoutMs),
          },
          at: now,
        }),
      );
    } catch (error) {
      if (uniqueViolation(error) !== "rides_rider_active_key") throw error;
      change = await deps.db.transaction((tx) =>
        transitionRide(tx, ride, {
          event: "expire",
          actor: "system",
          patch: { expiredAt: now },
          payload: { reason: "rider_busy" },
          at: now,
        }),
      );
    }
    await deps.events.publish(change);
  }
}

/** Round trips whose agreed wait is over start the way back. */
async function startDueReturns(deps: RideDeps, now: Date): Promise<void> {
  for (const ride of await dueReturns(deps.db, now, 50)) {
    const change = await deps.db.transaction((tx) =>
      transitionRide(tx, ride, {
        event: "return",
        actor: "system",
        patch: { returnStartedAt: now },
        payload: { reason: "wait_over" },
        at: now,
      }),
    );
    await deps.events.publish(change);
  }
}

/** Searching rides nobody was accepted on in time expire (a ride with a pending offer waits for it). */
async function expireSearches(deps: RideDeps, now: Date): Promise<void> {
  for (const ride of await dueExpiries(deps.db, now, 200)) {
    const change = await deps.db.transaction((tx) =>
      transitionRide(tx, ride, {
        event: "expire",
        actor: "system",
        patch: { expiredAt: now, nextStepAt: null },
        guard: noPendingOffer,
        at: now,
      }),
    );
    await deps.events.publish(change);
  }
}

/** Widens the radius of searches whose step is due (up to the largest) and asks the drivers now in range. */
async function widenSearches(deps: RideDeps, now: Date): Promise<void> {
  const { rides: cfg } = deps.config;
  for (const due of await dueSearches(deps.db, now, 200)) {
    const current = await findRide(deps.db, due.id);
    if (current?.status !== "searching" || !current.nextStepAt) continue;
    const radius = Math.min(current.searchRadiusM + cfg.radiusStepM, cfg.maxRadiusM);
    // Only one instance wins a step: the guard is the step time it read.
    const widened = await casRide(
      deps.db,
      current.id,
      "searching",
      { searchRadiusM: radius, nextStepAt: new Date(now.getTime() + cfg.stepMs) },
      eq(rides.nextStepAt, current.nextStepAt),
    );
    if (!widened) continue;
    if (radius !== current.searchRadiusM) await publishRide(deps, widened);
    await dispatchRide(deps, widened, now);
  }
}

/** Offers whose lifetime ran out. */
async function expireOffers(deps: RideDeps, now: Date): Promise<void> {
  await announceSettledOffers(deps, await expireDueOffers(deps.db, now));
}

/**
 * One pass of the dispatcher: start due scheduled rides, widen due searches, expire offers and requests, start
 * due ways back, and relay ride events nobody relayed.
 * Every change is a compare-and-set, so instances may tick at the same time.
 */
export async function dispatchTick(deps: RideDeps, now = new Date()): Promise<void> {
  await startDueScheduled(deps, now);
  await widenSearches(deps, now);
  await expireOffers(deps, now);
  await expireSearches(deps, now);
  await startDueReturns(deps, now);
  await deps.events.sweep(now);
}

/** Runs the dispatcher every `tickMs` (not at all when 0); returns the function that stops it. */
export function startDispatcher(deps: RideDeps): () => Promise<void> {
  const { tickMs } = deps.config.rides;
  if (tickMs <= 0) return async () => {};
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = dispatchTick(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, "dispatch tick failed"))
      .finally(() => {
        running = undefined;
      });
  }, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
