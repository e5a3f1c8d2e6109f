import {
  inOperatingHours,
  RUN_DRIVER_ACTIVE,
  type RunStatus,
  type RunView,
  SHUTTLE_RUN_MESSAGES,
  SHUTTLE_VEHICLES,
  type ShuttleLineView,
} from "@campusgo/domain";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  driverProfiles,
  type ShuttleRun,
  shuttleAlerts,
  shuttleLineDrivers,
  shuttleLines,
  shuttleRuns,
  type User,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { TripChange } from "../trips/changes.ts";
import type { KindEvents } from "../trips/event-relay.ts";
import { logTripEvent } from "../trips/events.ts";
import { newTrip } from "../trips/repo.ts";
import { applyTransition, onAnotherJob, type TripTable } from "../trips/transition.ts";
import { loadLines } from "./repo.ts";
import { settleOnRunEnd } from "./seats.ts";
import { toLineView } from "./views.ts";

/** The runs' table as the trip kernel sees it. */
export const RUN_TABLE: TripTable = {
  kind: "shuttle_run",
  table: shuttleRuns,
  id: shuttleRuns.id,
  status: shuttleRuns.status,
  updatedAt: shuttleRuns.updatedAt,
  driverActive: RUN_DRIVER_ACTIVE,
  driverOf: (row) => (row as ShuttleRun).driverId,
};

export type RunChange = TripChange<ShuttleRun>;

/** What the runs' services work with: the database, and the relay of the runs' committed changes. */
export interface RunDeps {
  db: Db;
  events: KindEvents<RunChange>;
}

export const findRun = async (db: Db, id: string): Promise<ShuttleRun | undefined> =>
  (await db.select().from(shuttleRuns).where(eq(shuttleRuns.id, id)).limit(1))[0];

/** The run a driver is driving, if any. */
export const runningRunOf = async (db: Db, driverId: string): Promise<ShuttleRun | undefined> =>
  (
    await db
      .select()
      .from(shuttleRuns)
      .where(and(eq(shuttleRuns.driverId, driverId), inArray(shuttleRuns.status, [...RUN_DRIVER_ACTIVE])))
      .limit(1)
  )[0];

/** The lines a driver is assigned to, as riders see them. */
export async function linesOfDriver(db: Db, driver: User): Promise<ShuttleLineView[]> {
  const rows = await db
    .select({ lineId: shuttleLineDrivers.lineId })
    .from(shuttleLineDrivers)
    .where(eq(shuttleLineDrivers.driverId, driver.id));
  if (rows.length === 0) return [];
  return (
    await loadLines(
      db,
      rows.map((r) => r.lineId),
    )
  ).map(toLineView);
}

/** The driver's run under way, if any. */
export async function currentRun(db: Db, driver: User): Promise<RunView | null> {
  const [row] = await db
    .select({ run: shuttleRuns, line: shuttleLines })
    .from(shuttleRuns)
    .innerJoin(shuttleLines, eq(shuttleLines.id, shuttleRuns.lineId))
    .where(and(eq(shuttleRuns.driverId, driver.id), inArray(shuttleRuns.status, [...RUN_DRIVER_ACTIVE])))
    .orderBy(desc(shuttleRuns.createdAt))
    .limit(1);
  return row ? runView(row.run, row.line) : null;
}

const runView = (run: ShuttleRun, line: { name: string; colour: string }): RunView => ({
  id: run.id,
  lineId: run.lineId,
  lineName: line.name,
  colour: line.colour,
  status: run.status as RunStatus,
  seats: run.seats,
  startedAt: run.startedAt?.toISOString() ?? null,
  endedAt: run.endedAt?.toISOString() ?? null,
});

/**
 * An assigned driver starts a run of the line with their bus's seats: a new trip of the core, running at once and
 * the driver's one job (refused while they have a ride or a delivery, and twice at once: one wins). Refused while
 * a "no service" alert is in force, and outside the line's operating hours.
 */
export async function startRun({ db, events }: RunDeps, driver: User, lineId: string): Promise<RunView> {
  const [assigned] = await db
    .select({
      line: shuttleLines,
      vehicleType: driverProfiles.vehicleType,
      seats: driverProfiles.numberOfSeats,
    })
    .from(shuttleLineDrivers)
    .innerJoin(shuttleLines, eq(shuttleLines.id, shuttleLineDrivers.lineId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, shuttleLineDrivers.driverId))
    .where(and(eq(shuttleLineDrivers.lineId, lineId), eq(shuttleLineDrivers.driverId, driver.id)));
  if (!assigned) throw new AppError("forbidden", SHUTTLE_RUN_MESSAGES.notAssigned);
  if (!(SHUTTLE_VEHICLES as readonly (string | null)[]).includes(assigned.vehicleType) || !assigned.seats) {
    throw new AppError("conflict", SHUTTLE_RUN_MESSAGES.notABus);
  }
  const [closed] = await db
    .select({ id: shuttleAlerts.id })
    .from(shuttleAlerts)
    .where(
      and(
        eq(shuttleAlerts.lineId, lineId),
        eq(shuttleAlerts.kind, "no_service"),
        isNull(shuttleAlerts.endedAt),
      ),
    )
    .limit(1);
  if (closed) throw new AppError("conflict", SHUTTLE_RUN_MESSAGES.noService);
  const { opensAt, closesAt } = assigned.line;
  if (!inOperatingHours(assigned.line)) {
    throw new AppError("conflict", SHUTTLE_RUN_MESSAGES.outOfHours(opensAt, closesAt));
  }
  const seats = assigned.seats;
  try {
    const [created, started] = await db.transaction(async (tx) => {
      const now = new Date();
      const id = await newTrip(tx, "shuttle_run", now);
      const [ready] = await tx
        .insert(shuttleRuns)
        .values({ id, lineId, driverId: driver.id, status: "ready", seats, createdAt: now, updatedAt: now })
        .returning();
      if (!ready) throw new Error("run not stored");
      const create = await logTripEvent(tx, {
        kind: "shuttle_run",
        tripId: id,
        event: "create",
        from: null,
        to: "ready",
        actor: "driver",
        actorId: driver.id,
        payload: { lineId, seats },
        at: now,
        trip: ready,
      });
      const started = await applyTransition(tx, RUN_TABLE, ready, {
        to: "running",
        event: "start",
        actor: "driver",
        actorId: driver.id,
        patch: { startedAt: now },
        at: now,
      });
      if (!started) throw new Error("run not started");
      return [create, started] as const;
    });
    await events.publish(created, started);
    return runView(started.trip, assigned.line);
  } catch (error) {
    if (onAnotherJob(error)) throw new AppError("conflict", SHUTTLE_RUN_MESSAGES.anotherJob);
    throw error;
  }
}

/** The driver ends their run: no longer their job. */
export async function endRun({ db, events }: RunDeps, driver: User, runId: string): Promise<RunView> {
  const run = await findRun(db, runId);
  if (!run || run.driverId !== driver.id) throw new AppError("not_found", SHUTTLE_RUN_MESSAGES.runNotFound);
  const ended = await db.transaction(async (tx) => {
    const change = await applyTransition(tx, RUN_TABLE, run, {
      to: "ended",
      event: "end",
      actor: "driver",
      actorId: driver.id,
      patch: { endedAt: new Date() },
      guard: and(eq(shuttleRuns.driverId, driver.id), eq(shuttleRuns.status, "running")),
    });
    if (change) await settleOnRunEnd(tx, run.id);
    return change;
  });
  if (!ended) throw new AppError("conflict", SHUTTLE_RUN_MESSAGES.runNotFound);
  await events.publish(ended);
  const [line] = await db.select().from(shuttleLines).where(eq(shuttleLines.id, run.lineId));
  return runView(ended.trip, line ?? { name: "", colour: "#000000" });
}
