import { lineShape, runProgress, SEAT_HOLDING, seatOutcome } from "@campusgo/domain";
import { and, eq, inArray } from "drizzle-orm";
import { seatBookings, shuttleRuns } from "../../db/schema/index.ts";
import { trackOf } from "../tracking/track.ts";
import type { NoticeDeps } from "./notices.ts";
import { loadLines } from "./repo.ts";

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
    const shape = lineShape(loaded.stops, loaded.line.loop);
    const track = await trackOf(db, run.id, run.startedAt);
    const live = await deps.locations.get(run.driverId);
    if (live && live.at > (track.at(-1)?.at ?? 0)) track.push({ lat: live.lat, lon: live.lon, at: live.at });
    const way = runProgress(shape, track);
    for (const seat of onRun) {
      const outcome = seatOutcome(
        shape,
        {
          status: seat.status,
          fromPosition: seat.fromPosition,
          toPosition: seat.toPosition,
          createdAt: seat.createdAt.getTime(),
          boardedAt: seat.boardedAt?.getTime() ?? null,
        },
        way,
      );
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
