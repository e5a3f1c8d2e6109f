import { type RideTypeId, ROAD_FACTOR } from "@campusgo/domain";
import type { Ride } from "../../db/schema/index.ts";
import { loadPeople } from "../drivers/people.ts";
import { queueRequestPush } from "../push/ride-requests.ts";
import type { RideDeps } from "../rides/deps.ts";
import { driverRange } from "../rides/prices.ts";
import { dispatchedDriverIds } from "../rides/repo.ts";
import { toDriverRequest } from "../rides/view.ts";
import { alreadyDispatched, eligibleDrivers, recordDispatches } from "./repo.ts";

/** The most drivers one dispatch step asks at once (nearest first). */
export const DISPATCH_MAX_CANDIDATES = 500;

/**
 * Sends a searching ride's request to every eligible driver within its current radius who has not had it in
 * this search round: online, approved, idle, with a matching vehicle and a fresh position. A `fresh` ride (just
 * booked) has sent nothing yet. The requests go out before they are recorded, so drivers see them sooner; then
 * a job pushes them to the drivers' browsers (Web Push) for those whose app is closed.
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
    limit: DISPATCH_MAX_CANDIDATES,
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
  const range = driverRange(deps, ride);
  // One emit per distance drivers see, not per driver: through the Redis adapter every emit is a publish.
  for (const [distance, driverIds] of groupByDistance(rows)) {
    deps.hub.toUsers(driverIds, "ride:request", toDriverRequest(ride, people, distance, null, range));
  }
  await recordDispatches(deps.db, ride.id, ride.searchRound, ride.searchRadiusM, rows, now);
  const driverIds = rows.map((r) => r.driverId);
  // And to their phones and computers where the app is closed (a job: sockets have it already).
  await queueRequestPush(deps, ride.id, driverIds);
  return driverIds;
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
