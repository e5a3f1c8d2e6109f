import { randomInt } from "node:crypto";
import {
  AT_BOARDING_STOP_M,
  BOARDING_PAUSE_MS,
  BOARDING_TRIES,
  commissionOf,
  haversineMeters,
  inOperatingHours,
  LEDGER,
  type ManifestSeat,
  MOVEMENTS,
  PAYMENT_MESSAGES,
  SEAT_HOLDING,
  SEAT_MESSAGES,
  type SeatStatus,
  type SeatView,
  seatMissed,
  shuttleFareKobo,
  splitFullName,
} from "@campusgo/domain";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  driverProfiles,
  type SeatBooking,
  seatBookings,
  shuttleLines,
  shuttleRuns,
  type User,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { postMovement } from "../payments/ledger.ts";
import { commissionBps } from "../payments/settings.ts";
import { type LiveDeps, lineNow } from "./live.ts";
import { type LoadedLine, loadLines } from "./repo.ts";
import { seatOnRun, wayOf } from "./settle.ts";
import { toLineView } from "./views.ts";

const notFound = () => new AppError("not_found", SEAT_MESSAGES.seatNotFound);

/** The segment a run's bus is on now (it has reached every stop up to it), or null when it is not placed. */
async function segmentOf(deps: LiveDeps, loaded: LoadedLine, runId: string): Promise<number | null> {
  const { runs } = await lineNow(deps, loaded);
  return runs.find((r) => r.runId === runId)?.segment ?? null;
}

/**
 * A rider reserves a seat on a running bus from one stop of its line to a later one, paid from the wallet. The
 * run's row is locked while the seats are counted, so reservations (and boardings) of one run queue: on every
 * stretch between `from` and `to`, the seats held (boarded, or reserved and not missed by `seatMissed`) stay under
 * the bus's count. Refused for a stop not on the line, the wrong way round, a line with no service or outside its
 * operating hours, a stop the bus has passed, a full stretch, a second seat of the same rider, or a wallet short of the fare.
 */
export async function reserveSeat(
  deps: LiveDeps,
  rider: User,
  input: { runId: string; fromStopId: string; toStopId: string },
): Promise<SeatView> {
  const { db } = deps;
  const [run] = await db.select().from(shuttleRuns).where(eq(shuttleRuns.id, input.runId));
  if (run?.status !== "running" || !run.driverId) throw new AppError("conflict", SEAT_MESSAGES.runNotRunning);
  const driverId = run.driverId;
  const [loaded] = await loadLines(db, [run.lineId]);
  if (!loaded) throw new AppError("conflict", SEAT_MESSAGES.runNotRunning);
  const from = loaded.stops.findIndex((s) => s.id === input.fromStopId);
  const to = loaded.stops.findIndex((s) => s.id === input.toStopId);
  if (from < 0 || to < 0) throw new AppError("bad_request", SEAT_MESSAGES.stopNotOnLine);
  if (from >= to) throw new AppError("bad_request", SEAT_MESSAGES.wrongWay);
  if (loaded.alerts.some((a) => a.kind === "no_service"))
    throw new AppError("conflict", SEAT_MESSAGES.noService);
  if (!inOperatingHours(loaded.line)) {
    throw new AppError("conflict", SEAT_MESSAGES.outOfHours(loaded.line.opensAt, loaded.line.closesAt));
  }
  const segment = (await segmentOf(deps, loaded, run.id)) ?? 0;
  if (segment >= from && from > 0) throw new AppError("conflict", SEAT_MESSAGES.passed);
  const amountKobo = shuttleFareKobo(toLineView(loaded), input.fromStopId, input.toStopId);

  const seat = await db.transaction(async (tx) => {
    // One reservation of this run at a time: the guard that no stretch is sold twice.
    const [locked] = await tx.select().from(shuttleRuns).where(eq(shuttleRuns.id, run.id)).for("update");
    if (locked?.status !== "running") throw new AppError("conflict", SEAT_MESSAGES.runNotRunning);
    const held = await tx
      .select()
      .from(seatBookings)
      .where(and(eq(seatBookings.runId, run.id), inArray(seatBookings.status, [...SEAT_HOLDING])));
    if (held.some((s) => s.riderId === rider.id)) throw new AppError("conflict", SEAT_MESSAGES.oneSeat);
    // A seat nobody boarded is free again once the bus has reached the stop after its rider's, by the way read
    // under the lock, as boarding reads it: until then its rider may still board.
    const { shape, way } = await wayOf({ db: tx, locations: deps.locations }, locked, loaded);
    const taking = held.filter((s) => !seatMissed(shape, seatOnRun(s), way));
    for (let stretch = from; stretch < to; stretch++) {
      const onIt = taking.filter((s) => s.fromPosition <= stretch && stretch < s.toPosition).length;
      if (onIt >= locked.seats) throw new AppError("conflict", SEAT_MESSAGES.full);
    }
    const commissionKobo = commissionOf(amountKobo, await commissionBps(tx));
    const [row] = await tx
      .insert(seatBookings)
      .values({
        runId: run.id,
        riderId: rider.id,
        fromStopId: input.fromStopId,
        toStopId: input.toStopId,
        fromPosition: from,
        toPosition: to,
        amountKobo,
        commissionKobo,
        code: String(randomInt(0, 1_000_000)).padStart(6, "0"),
      })
      .returning();
    if (!row) throw new Error("seat not stored");
    if (amountKobo > 0) {
      await postMovement(
        tx,
        { kind: "seat_payment", tripId: run.id, memo: row.id },
        MOVEMENTS.tripPaid({ wallet: rider.id }, driverId, amountKobo, commissionKobo),
        { accounts: [LEDGER.wallet(rider.id)], message: PAYMENT_MESSAGES.walletTooLow },
      );
    }
    return row;
  });
  return (await seatViews(db, [seat], rider))[0] as SeatView;
}

/** The rider cancels a reserved seat before the bus reaches its stop: the fare goes back to the wallet. */
export async function cancelSeat(deps: LiveDeps, rider: User, seatId: string): Promise<SeatView> {
  const { db } = deps;
  const [seat] = await db.select().from(seatBookings).where(eq(seatBookings.id, seatId));
  if (!seat || seat.riderId !== rider.id) throw notFound();
  const [run] = await db.select().from(shuttleRuns).where(eq(shuttleRuns.id, seat.runId));
  const [loaded] = run ? await loadLines(db, [run.lineId]) : [];
  if (run?.status === "running" && loaded) {
    const segment = await segmentOf(deps, loaded, run.id);
    if (segment !== null && segment >= seat.fromPosition && seat.fromPosition > 0) {
      throw new AppError("conflict", SEAT_MESSAGES.tooLate);
    }
  }
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(seatBookings)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(and(eq(seatBookings.id, seat.id), eq(seatBookings.status, "reserved")))
      .returning();
    if (!row) throw new AppError("conflict", SEAT_MESSAGES.tooLate);
    if (row.amountKobo > 0) {
      await postMovement(
        tx,
        { kind: "seat_refund", tripId: row.runId, memo: row.id },
        MOVEMENTS.tripRefunded(
          { wallet: rider.id },
          run?.driverId ?? "removed",
          row.amountKobo,
          row.commissionKobo,
        ),
      );
    }
    return row;
  });
  return (await seatViews(db, [cancelled], rider))[0] as SeatView;
}

/**
 * The driver boards a rider: the seat's code, on this run, with the driver's position within AT_BOARDING_STOP_M
 * of the seat's stop, once, and not after the seat was missed (`seatMissed`). It runs under the run's row, as
 * reservations do, so a seat counted free for another rider is never boarded after. Wrong codes are counted on
 * the seat: BOARDING_TRIES, then a pause.
 */
export async function boardSeat(
  deps: LiveDeps,
  driver: User,
  runId: string,
  input: { seatId: string; code: string },
): Promise<ManifestSeat> {
  const { db } = deps;
  const now = new Date();
  // A refusal is returned, not thrown, so that a wrong code's count is kept.
  const done = await db.transaction(async (tx): Promise<SeatBooking | AppError> => {
    const [run] = await tx.select().from(shuttleRuns).where(eq(shuttleRuns.id, runId)).for("update");
    if (!run || run.driverId !== driver.id || run.status !== "running") return notFound();
    const [seat] = await tx
      .select()
      .from(seatBookings)
      .where(and(eq(seatBookings.id, input.seatId), eq(seatBookings.runId, runId)));
    if (!seat) return notFound();
    if (seat.status === "boarded") return new AppError("conflict", SEAT_MESSAGES.alreadyBoarded);
    if (seat.status !== "reserved") return notFound();
    if (seat.boardPausedUntil && seat.boardPausedUntil > now) {
      return new AppError("too_many_requests", SEAT_MESSAGES.tooManyTries);
    }
    const [loaded] = await loadLines(tx, [run.lineId]);
    const stop = loaded?.stops.find((s) => s.id === seat.fromStopId);
    const here = await deps.locations.get(driver.id);
    if (!loaded || !stop || !here || haversineMeters(stop, here) > AT_BOARDING_STOP_M) {
      return new AppError("conflict", SEAT_MESSAGES.notAtStop(stop?.name ?? ""));
    }
    const { shape, way } = await wayOf({ db: tx, locations: deps.locations }, run, loaded);
    if (seatMissed(shape, seatOnRun(seat), way)) return new AppError("conflict", SEAT_MESSAGES.missed);
    if (seat.code !== input.code) {
      const tries = seat.boardTries + 1;
      await tx
        .update(seatBookings)
        .set(
          tries >= BOARDING_TRIES
            ? { boardTries: 0, boardPausedUntil: new Date(now.getTime() + BOARDING_PAUSE_MS) }
            : { boardTries: tries },
        )
        .where(eq(seatBookings.id, seat.id));
      return new AppError(
        "bad_request",
        tries >= BOARDING_TRIES ? SEAT_MESSAGES.tooManyTries : SEAT_MESSAGES.wrongCode,
      );
    }
    const [boarded] = await tx
      .update(seatBookings)
      .set({ status: "boarded", boardedAt: now, boardTries: 0 })
      .where(and(eq(seatBookings.id, seat.id), eq(seatBookings.status, "reserved")))
      .returning();
    return boarded ?? new AppError("conflict", SEAT_MESSAGES.alreadyBoarded);
  });
  if (done instanceof AppError) throw done;
  return (await manifest(db, driver, runId)).find((s) => s.id === done.id) as ManifestSeat;
}

/** Who boards and alights where on the driver's run, in the order of the stops. */
export async function manifest(db: Db, driver: User, runId: string): Promise<ManifestSeat[]> {
  const [run] = await db.select().from(shuttleRuns).where(eq(shuttleRuns.id, runId));
  if (!run || run.driverId !== driver.id) throw notFound();
  const [loaded] = await loadLines(db, [run.lineId]);
  const rows = await db
    .select({ seat: seatBookings, fullName: users.fullName, firstName: users.firstName })
    .from(seatBookings)
    .leftJoin(users, eq(users.id, seatBookings.riderId))
    .where(and(eq(seatBookings.runId, runId), inArray(seatBookings.status, [...SEAT_HOLDING])))
    .orderBy(asc(seatBookings.fromPosition), asc(seatBookings.createdAt));
  const stop = (id: string) => ({ id, name: loaded?.stops.find((s) => s.id === id)?.name ?? "" });
  return rows.map(({ seat, fullName, firstName }) => ({
    id: seat.id,
    riderFirstName: firstName?.trim() || splitFullName(fullName ?? "").firstName,
    from: stop(seat.fromStopId),
    to: stop(seat.toStopId),
    status: seat.status as SeatStatus,
  }));
}

/** When a run ends, seats nobody boarded are missed, and riders still on board have got off. */
export async function settleOnRunEnd(tx: Db, runId: string): Promise<void> {
  await tx
    .update(seatBookings)
    .set({ status: "missed" })
    .where(and(eq(seatBookings.runId, runId), eq(seatBookings.status, "reserved")));
  await tx
    .update(seatBookings)
    .set({ status: "alighted", alightedAt: new Date() })
    .where(and(eq(seatBookings.runId, runId), eq(seatBookings.status, "boarded")));
}

/** The rider's seats, the newest first. */
export async function seatsOf(db: Db, rider: User): Promise<SeatView[]> {
  const rows = await db
    .select()
    .from(seatBookings)
    .where(eq(seatBookings.riderId, rider.id))
    .orderBy(desc(seatBookings.createdAt))
    .limit(50);
  return seatViews(db, rows, rider);
}

async function seatViews(db: Db, rows: SeatBooking[], viewer: User): Promise<SeatView[]> {
  if (rows.length === 0) return [];
  const runIds = [...new Set(rows.map((r) => r.runId))];
  const runs = await db
    .select({ run: shuttleRuns, line: shuttleLines, plateNumber: driverProfiles.plateNumber })
    .from(shuttleRuns)
    .innerJoin(shuttleLines, eq(shuttleLines.id, shuttleRuns.lineId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, shuttleRuns.driverId))
    .where(inArray(shuttleRuns.id, runIds));
  const lines = await loadLines(db, [...new Set(runs.map((r) => r.line.id))]);
  return rows.map((seat) => {
    const found = runs.find((r) => r.run.id === seat.runId);
    const stops = lines.find((l) => l.line.id === found?.line.id)?.stops ?? [];
    const stop = (id: string) => ({ id, name: stops.find((s) => s.id === id)?.name ?? "" });
    return {
      id: seat.id,
      runId: seat.runId,
      lineId: found?.line.id ?? "",
      lineName: found?.line.name ?? "",
      colour: found?.line.colour ?? "#000000",
      from: stop(seat.fromStopId),
      to: stop(seat.toStopId),
      amountKobo: seat.amountKobo,
      status: seat.status as SeatStatus,
      code: seat.riderId === viewer.id && seat.status === "reserved" ? seat.code : null,
      plateNumber: found?.plateNumber ?? null,
      createdAt: seat.createdAt.toISOString(),
    };
  });
}
