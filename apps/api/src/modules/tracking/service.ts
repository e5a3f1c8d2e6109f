import {
  type DriverLocationEvent,
  encodePosition,
  type NearbyDriver,
  type RideTypeId,
  type WirePoint,
} from "@campusgo/domain";
import type { RideDeps } from "../rides/deps.ts";

/** Nearby positions are rounded to 3 decimals (about 110 m) so no driver can be pinpointed. */
const roundCoord = (value: number) => Math.round(value * 1000) / 1000;
export const NEARBY_LIMIT = 30;

/** Online, approved, idle drivers around a point: rounded positions and ride types, never identities. */
export async function nearbyDrivers(
  deps: RideDeps,
  at: { lat: number; lon: number },
  rideType?: RideTypeId,
): Promise<NearbyDriver[]> {
  const found = await deps.locations.nearby({
    lat: at.lat,
    lon: at.lon,
    radiusM: deps.config.rides.nearbyRadiusM,
    rideType,
    idleOnly: true,
    limit: NEARBY_LIMIT,
    freshAfter: Date.now() - deps.config.rides.locationStaleMs,
  });
  return found.map((p) => ({ lat: roundCoord(p.lat), lon: roundCoord(p.lon), type: p.rideType }));
}

/** Marks a driver's indexed position busy or idle at once (nearby lists and dispatch skip busy drivers). */
export async function markIdle(
  deps: Pick<RideDeps, "locations">,
  driverId: string,
  idle: boolean,
): Promise<void> {
  const position = await deps.locations.get(driverId);
  if (position && position.idle !== idle) await deps.locations.update({ ...position, idle });
}

/**
 * The ride-room event a rider sees while the driver comes and drives: the ride and a compact position (about
 * 25 bytes: [lat, lon, heading], 5 decimals, whole degrees), nothing else, since one goes out every few seconds.
 */
export function driverLocationEvent(
  rideId: string,
  p: { lat: number; lon: number; heading: number | null },
): DriverLocationEvent {
  return { rideId, p: encodePosition(p) };
}

/**
 * The "nearby:drivers" list: [lat, lon] points (already rounded), no types or identities, in a fixed order
 * (south to north, then west to east) so the same drivers always make the same list.
 */
export const nearbyPoints = (drivers: readonly NearbyDriver[]): WirePoint[] =>
  drivers.map((d): WirePoint => [d.lat, d.lon]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
