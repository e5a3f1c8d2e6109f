import { ROAD_FACTOR } from "@campusgo/domain";
import type { NearbyDriverPosition } from "../../realtime/location-index.ts";
import { DEFAULT_MAX_DRIVERS_PINGED, dispatchSettingsOf } from "../service-data/settings.ts";
import type { Dispatchable, DispatchDeps } from "./dispatchable.ts";
import { alreadyDispatched, eligibleDrivers, recordDispatches } from "./repo.ts";

/** The most drivers one dispatch step asks at once (nearest first) until an admin sets another number. */
export const DISPATCH_MAX_CANDIDATES = DEFAULT_MAX_DRIVERS_PINGED;

/**
 * Sends a searching trip's request, of any kind, to every eligible driver within its current radius who has not
 * had it in this search round: online, approved, idle, with a vehicle that may take it and a fresh position. A
 * `fresh` trip (just booked) has sent nothing yet. The requests go out before they are recorded, so drivers see
 * them sooner; then a job pushes them to the drivers' browsers (Web Push) for those whose app is closed. Answers
 * the drivers asked.
 */
export async function dispatchTrip(
  deps: DispatchDeps,
  trip: Dispatchable,
  now = new Date(),
  options: { fresh?: boolean } = {},
): Promise<string[]> {
  // The most drivers one step asks at once (nearest first): an admin's dispatch setting, read on every step.
  const { maxDriversPinged } = await dispatchSettingsOf(deps.db, deps.config.rides);
  const nearby = await nearbyIdle(deps, trip, now, maxDriversPinged);
  if (nearby.length === 0) return [];
  const [eligible, sentBefore] = await Promise.all([
    eligibleDrivers(
      deps.db,
      nearby.map((n) => n.driverId),
      trip.rideTypes,
      trip.bookerId,
    ),
    options.fresh ? new Set<string>() : alreadyDispatched(deps.db, trip.id, trip.round),
  ]);
  const rows = nearby
    .filter((n) => eligible.has(n.driverId) && !sentBefore.has(n.driverId))
    .map((n) => ({ driverId: n.driverId, distanceToPickupM: shownDistance(n.distanceM * ROAD_FACTOR) }));
  if (rows.length === 0) return [];
  // One emit per distance drivers see, not per driver: through the Redis adapter every emit is a publish.
  for (const [distance, driverIds] of groupByDistance(rows)) await trip.send(driverIds, distance);
  await recordDispatches(deps.db, trip.id, trip.round, trip.radiusM, rows, now);
  const driverIds = rows.map((r) => r.driverId);
  await trip.push(driverIds);
  return driverIds;
}

/** The idle drivers with a fresh position around the pickup whose vehicles may take the trip, nearest first. */
async function nearbyIdle(
  deps: DispatchDeps,
  trip: Dispatchable,
  now: Date,
  limit: number,
): Promise<NearbyDriverPosition[]> {
  const query = {
    lat: trip.pickup.lat,
    lon: trip.pickup.lon,
    radiusM: trip.radiusM,
    idleOnly: true,
    limit,
    freshAfter: now.getTime() - deps.config.rides.locationStaleMs,
  };
  const lists = await Promise.all(
    trip.rideTypes.map((rideType) => deps.locations.nearby({ ...query, rideType })),
  );
  if (lists.length === 1) return lists[0] ?? [];
  return lists
    .flat()
    .sort((a, b) => a.distanceM - b.distanceM)
    .slice(0, limit);
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
