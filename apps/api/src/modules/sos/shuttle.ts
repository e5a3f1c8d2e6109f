import { RUN_DRIVER_ACTIVE } from "@campusgo/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  driverProfiles,
  seatBookings,
  shuttleLines,
  shuttleRuns,
  shuttleStops,
} from "../../db/schema/index.ts";

/** A campus shuttle run as SOS sees it: its line, its bus, its driver, and whether it is under way. */
export interface SosRun {
  id: string;
  status: string;
  running: boolean;
  driverId: string | null;
  lineName: string;
  plate: string | null;
  /** The line's first and last stops (a loop's last is its first again). */
  from: string;
  to: string;
}

/** The run `id` with its line's name and the plate of its driver's bus, or undefined. */
export async function sosRunOf(db: Db, id: string): Promise<SosRun | undefined> {
  const [row] = await db
    .select({
      id: shuttleRuns.id,
      status: shuttleRuns.status,
      driverId: shuttleRuns.driverId,
      lineId: shuttleLines.id,
      lineName: shuttleLines.name,
      loop: shuttleLines.loop,
      plate: driverProfiles.plateNumber,
    })
    .from(shuttleRuns)
    .innerJoin(shuttleLines, eq(shuttleLines.id, shuttleRuns.lineId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, shuttleRuns.driverId))
    .where(eq(shuttleRuns.id, id))
    .limit(1);
  if (!row) return undefined;
  const stops = await db
    .select({ name: shuttleStops.name })
    .from(shuttleStops)
    .where(eq(shuttleStops.lineId, row.lineId))
    .orderBy(asc(shuttleStops.position));
  const first = stops[0]?.name ?? "";
  const last = row.loop ? first : (stops[stops.length - 1]?.name ?? "");
  return {
    id: row.id,
    status: row.status,
    running: (RUN_DRIVER_ACTIVE as readonly string[]).includes(row.status),
    driverId: row.driverId,
    lineName: row.lineName,
    plate: row.plate,
    from: first,
    to: last,
  };
}

/** Whether `riderId` has a seat on the run that the driver boarded (they are on the bus). */
export async function isOnBoard(db: Db, runId: string, riderId: string): Promise<boolean> {
  const [seat] = await db
    .select({ id: seatBookings.id })
    .from(seatBookings)
    .where(
      and(
        eq(seatBookings.runId, runId),
        eq(seatBookings.riderId, riderId),
        inArray(seatBookings.status, ["boarded"]),
      ),
    )
    .limit(1);
  return seat !== undefined;
}

/** Whether `riderId` holds any seat on the run, boarded or not (a reserved seat's rider is told to board first). */
export async function hasSeatOn(db: Db, runId: string, riderId: string): Promise<boolean> {
  const [seat] = await db
    .select({ id: seatBookings.id })
    .from(seatBookings)
    .where(and(eq(seatBookings.runId, runId), eq(seatBookings.riderId, riderId)))
    .limit(1);
  return seat !== undefined;
}
