import {
  type LineShape,
  lineShape,
  type Progressed,
  runProgress,
  SEAT_HOLDING,
  type SeatOnRun,
  seatOutcome,
} from "@campusgo/domain";
import { and, eq, inArray } from "drizzle-orm";
import { type SeatBooking, type ShuttleRun, seatBookings, shuttleRuns } from "../../db/schema/index.ts";
import { trackOf } from "../tracking/track.ts";
import type { LiveDeps } from "./live.ts";
import type { NoticeDeps } from "./notices.ts";
import { type LoadedLine, loadLines } from "./repo.ts";

/**
 * A running bus's way along its line so far: its recorded positions, and its driver's live one when newer. Read
 * with the run's row locked (`deps.db` the transaction), it is the way every seat decision of the run goes by.
 */
export async function wayOf(
  deps: LiveDeps,
  run: ShuttleRun,
  loaded: LoadedLine,
): Promise<{ shape: LineShape; way: Progressed[] }> {
  const shape = lineShape(loaded.stops, loaded.line.loop);
  const track = await trackOf(deps.db, run.id, run.startedAt);
  const live = run.driverId ? await deps.locations.get(run.driverId) : undefined;
  if (live && live.at > (track.at(-1)?.at ?? 0)) track.push({ lat: live.lat, lon: live.lon, at: live.at });
  return { shape, way: runProgress(shape, track) };
}

/** A stored seat as the rules of passing see it. */
export const seatOnRun = (seat: SeatBooking): SeatOnRun => ({
  status: seat.status,
  fromPosition: seat.fromPosition,
  toPosition: seat.toPosition,
  createdAt: seat.createdAt.getTime(),
  boardedAt: seat.boardedAt?.getTime() ?? null,
});

const SHUTTLE_LINK = "/dashboard/shuttle";

/**
 * Follows each running bus's way for the seats on it: a seat nobody boarded is missed once the bus has gone on to
 * the next stop (its rider told, the seat free for others), and a rider on board has got off once the bus reaches
 * their stop. Each change is a compare-and-set on the seat's status, so instances sweeping at once change a seat
 * once. Returns how many seats changed.
 */
export async function settleSeats(deps: NoticeDeps): Promise<number> {
  const { db } = deps;
  const runs = await db.select().from(shuttleRuns).where(eq(shuttleRuns.status, "running"));
  if (runs.length === 0) return 0;
  const seats = await db
    .select()
    .from(seatBookings)
    .where(
      and(
        inArray(
          seatBookings.runId,
          runs.map((r) => r.id),
        ),
        inArray(seatBookings.status, [...SEAT_HOLDING]),
      ),
    );
  if (seats.length === 0) return 0;
  const lines = await loadLines(db, [...new Set(runs.map((r) => r.lineId))]);
  let changed = 0;
  for (const run of runs) {
    const onRun = seats.filter((s) => s.runId === run.id);
    const loaded = lines.find((l) => l.line.id === run.lineId);
    if (onRun.length === 0 || !loaded || !run.driverId) continue;
    const { shape, way } = await wayOf(deps, run, loaded);
    for (const seat of onRun) {
      const outcome = seatOutcome(shape, seatOnRun(seat), way);
      if (!outcome) continue;
      const [done] = await db
        .update(seatBookings)
        .set(outcome === "alighted" ? { status: "alighted", alightedAt: new Date() } : { status: "missed" })
        .where(and(eq(seatBookings.id, seat.id), eq(seatBookings.status, seat.status)))
        .returning({ id: seatBookings.id });
      if (!done) continue;
      changed += 1;
      if (outcome === "missed" && seat.riderId) {
        const stop = loaded.stops.find((s) => s.id === seat.fromStopId)?.name ?? "your stop";
        await deps.notifier.notify(seat.riderId, {
          kind: "shuttle.missed",
          title: `Your bus left ${stop}`,
          body: `The ${loaded.line.name} bus went on without you on board, so your seat was given up. Reserve a seat on the next bus.`,
          link: SHUTTLE_LINK,
        });
      }
    }
  }
  return changed;
}
