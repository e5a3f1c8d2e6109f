import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  driverProfiles,
  shuttleAlerts,
  shuttleFares,
  shuttleLineDrivers,
  shuttleLines,
  shuttleStops,
  users,
} from "../../db/schema/index.ts";

/** Every line with its stops in order, its fares, its alerts in force and its drivers. */
export async function loadLines(db: Db, ids?: string[]) {
  const lines = await db
    .select()
    .from(shuttleLines)
    .where(ids ? inArray(shuttleLines.id, ids) : undefined)
    .orderBy(asc(shuttleLines.name));
  const lineIds = lines.map((l) => l.id);
  if (lineIds.length === 0) return [];
  const [stops, alerts, drivers] = await Promise.all([
    db
      .select()
      .from(shuttleStops)
      .where(inArray(shuttleStops.lineId, lineIds))
      .orderBy(asc(shuttleStops.lineId), asc(shuttleStops.position)),
    db
      .select()
      .from(shuttleAlerts)
      .where(and(inArray(shuttleAlerts.lineId, lineIds), isNull(shuttleAlerts.endedAt)))
      .orderBy(desc(shuttleAlerts.createdAt), desc(shuttleAlerts.id)),
    db
      .select({
        lineId: shuttleLineDrivers.lineId,
        id: users.id,
        fullName: users.fullName,
        vehicleType: driverProfiles.vehicleType,
        plateNumber: driverProfiles.plateNumber,
        seats: driverProfiles.numberOfSeats,
      })
      .from(shuttleLineDrivers)
      .innerJoin(users, eq(users.id, shuttleLineDrivers.driverId))
      .leftJoin(driverProfiles, eq(driverProfiles.userId, shuttleLineDrivers.driverId))
      .where(inArray(shuttleLineDrivers.lineId, lineIds))
      .orderBy(asc(users.fullName)),
  ]);
  const stopIds = stops.map((s) => s.id);
  const fares =
    stopIds.length === 0
      ? []
      : await db.select().from(shuttleFares).where(inArray(shuttleFares.fromStopId, stopIds));
  return lines.map((line) => {
    const own = stops.filter((s) => s.lineId === line.id);
    const ownIds = new Set(own.map((s) => s.id));
    return {
      line,
      stops: own,
      fares: fares.filter((f) => ownIds.has(f.fromStopId)),
      alerts: alerts.filter((a) => a.lineId === line.id),
      drivers: drivers.filter((d) => d.lineId === line.id),
    };
  });
}

export type LoadedLine = Awaited<ReturnType<typeof loadLines>>[number];
