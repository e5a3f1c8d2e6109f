import { CAMPUS_CENTRE, type LiveSnapshot, type LiveTrip } from "@campusgo/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  deliveries,
  driverJobs,
  driverPresence,
  driverProfiles,
  rides,
  shuttleLines,
  shuttleRuns,
  sosAlerts,
  users,
} from "../../db/schema/index.ts";
import type { DriverPosition, LocationIndex } from "../../realtime/location-index.ts";

/** Every position within this of the campus centre (the longest trip served, and then some). */
const LIVE_RADIUS_M = 200_000;
/** More than any campus has drivers online; the snapshot is still one call to the index. */
const LIVE_MAX_POSITIONS = 10_000;

export interface LiveDeps {
  db: Db;
  config: Pick<Config, "rides">;
  locations: LocationIndex;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The live operations snapshot: online drivers with their vehicle, status and last fresh position, the rides and
 * deliveries under way and searching, the shuttle buses on a run, and the open SOS alerts. Eight queries and one
 * call to the location index, run together, whatever the number of drivers: no query per driver or trip.
 */
export async function liveSnapshot(deps: LiveDeps, now = new Date()): Promise<LiveSnapshot> {
  const { db } = deps;
  const [online, positions, activeRides, activeDeliveries, searchingRides, searchingDeliveries, buses, sos] =
    await Promise.all([
      db
        .select({
          driverId: driverPresence.driverId,
          name: users.fullName,
          vehicleType: driverProfiles.vehicleType,
          plateNumber: driverProfiles.plateNumber,
          tripKind: driverJobs.tripKind,
        })
        .from(driverPresence)
        .innerJoin(users, eq(users.id, driverPresence.driverId))
        .leftJoin(driverProfiles, eq(driverProfiles.userId, driverPresence.driverId))
        .leftJoin(driverJobs, eq(driverJobs.driverId, driverPresence.driverId))
        .where(eq(driverPresence.online, true))
        .orderBy(asc(users.fullName)),
      deps.locations.nearby({
        lat: CAMPUS_CENTRE.lat,
        lon: CAMPUS_CENTRE.lon,
        radiusM: LIVE_RADIUS_M,
        limit: LIVE_MAX_POSITIONS,
        freshAfter: now.getTime() - deps.config.rides.locationStaleMs,
      }),
      db
        .select({ ride: rides, since: driverJobs.since })
        .from(driverJobs)
        .innerJoin(rides, eq(rides.id, driverJobs.tripId))
        .orderBy(asc(driverJobs.since)),
      db
        .select({ delivery: deliveries, since: driverJobs.since })
        .from(driverJobs)
        .innerJoin(deliveries, eq(deliveries.id, driverJobs.tripId))
        .orderBy(asc(driverJobs.since)),
      db.select().from(rides).where(eq(rides.status, "searching")).orderBy(asc(rides.searchStartedAt)),
      db
        .select()
        .from(deliveries)
        .where(eq(deliveries.status, "searching"))
        .orderBy(asc(deliveries.searchStartedAt)),
      db
        .select({
          runId: shuttleRuns.id,
          driverId: shuttleRuns.driverId,
          startedAt: shuttleRuns.startedAt,
          lineName: shuttleLines.name,
          colour: shuttleLines.colour,
          driverName: users.fullName,
        })
        .from(shuttleRuns)
        .innerJoin(shuttleLines, eq(shuttleLines.id, shuttleRuns.lineId))
        .leftJoin(users, eq(users.id, shuttleRuns.driverId))
        .where(eq(shuttleRuns.status, "running"))
        .orderBy(asc(shuttleLines.name)),
      db
        .select({ alert: sosAlerts, name: users.fullName })
        .from(sosAlerts)
        .innerJoin(users, eq(users.id, sosAlerts.raisedBy))
        .where(and(eq(sosAlerts.status, "open"), isNull(sosAlerts.resolvedAt)))
        .orderBy(asc(sosAlerts.raisedAt)),
    ]);

  const byDriver = new Map<string, DriverPosition>(positions.map((p) => [p.driverId, p]));
  const at = (p: DriverPosition | undefined) =>
    p ? { lat: p.lat, lon: p.lon, at: new Date(p.at).toISOString() } : null;

  const rideTrip = (r: typeof rides.$inferSelect, since: Date | null): LiveTrip => ({
    id: r.id,
    kind: "ride",
    status: r.status,
    rideType: r.rideType,
    from: { lat: r.pickupLat, lon: r.pickupLon, name: r.pickupName },
    to: { lat: r.destLat, lon: r.destLon, name: r.destName },
    driverId: r.driverId,
    since: iso(since),
  });
  const deliveryTrip = (d: typeof deliveries.$inferSelect, since: Date | null): LiveTrip => ({
    id: d.id,
    kind: "delivery",
    status: d.status,
    rideType: null,
    from: { lat: d.pickupLat, lon: d.pickupLon, name: d.pickupName },
    to: { lat: d.dropoffLat, lon: d.dropoffLon, name: d.dropoffName },
    driverId: d.driverId,
    since: iso(since),
  });

  const searching = [
    ...searchingRides.map((r) => rideTrip(r, r.searchStartedAt ?? r.createdAt)),
    ...searchingDeliveries.map((d) => deliveryTrip(d, d.searchStartedAt ?? d.createdAt)),
  ].sort((a, b) => (a.since ?? "").localeCompare(b.since ?? ""));

  return {
    at: now.toISOString(),
    drivers: online.map((d) => ({
      driverId: d.driverId,
      name: d.name,
      vehicleType: d.vehicleType,
      plateNumber: d.plateNumber,
      status: d.tripKind ? "on_trip" : "idle",
      tripKind: d.tripKind,
      position: at(byDriver.get(d.driverId)),
    })),
    active: [
      ...activeRides.map(({ ride, since }) => rideTrip(ride, since)),
      ...activeDeliveries.map(({ delivery, since }) => deliveryTrip(delivery, since)),
    ],
    searching,
    buses: buses.map((b) => ({
      runId: b.runId,
      lineName: b.lineName,
      colour: b.colour,
      driverName: b.driverName,
      position: b.driverId ? at(byDriver.get(b.driverId)) : null,
      startedAt: iso(b.startedAt),
    })),
    sos: sos.map(({ alert, name }) => ({
      id: alert.id,
      tripId: alert.tripId,
      tripKind: alert.tripKind,
      role: alert.role,
      raisedBy: name,
      raisedAt: alert.raisedAt.toISOString(),
      position: alert.lat !== null && alert.lon !== null ? { lat: alert.lat, lon: alert.lon } : null,
    })),
  };
}
