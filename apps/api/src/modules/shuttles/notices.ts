import { SEAT_HOLDING } from "@campusgo/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { driverProfiles, seatBookings, shuttleLines, shuttleRuns } from "../../db/schema/index.ts";
import type { Notifier } from "../notifications/notifier.ts";
import { type LiveDeps, lineNow } from "./live.ts";
import { loadLines } from "./repo.ts";
import { runningRunOf } from "./runs.ts";

/** Riders are told when their bus is this many stops from where they get on. */
export const NEAR_STOPS = 2;
const SHUTTLE_LINK = "/dashboard/shuttle";

export interface NoticeDeps extends LiveDeps {
  notifier: Pick<Notifier, "notify">;
}

/**
 * A bus driver went offline mid-run: the riders with a seat on it are told their bus is not sharing its position
 * (the run goes on; it shows again when the driver is back online).
 */
export async function tellRidersBusOffline(deps: NoticeDeps, driverId: string): Promise<void> {
  const run = await runningRunOf(deps.db, driverId);
  if (!run) return;
  const [line] = await deps.db.select().from(shuttleLines).where(eq(shuttleLines.id, run.lineId));
  const [profile] = await deps.db
    .select({ plate: driverProfiles.plateNumber })
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, driverId));
  const seats = await seatsOn(deps.db, run.id);
  for (const seat of seats) {
    if (!seat.riderId) continue;
    await deps.notifier.notify(seat.riderId, {
      kind: "shuttle.offline",
      title: "Your bus stopped sharing its position",
      body: `The ${line?.name ?? "shuttle"} bus${profile?.plate ? ` ${profile.plate}` : ""} went offline. Its place shows again when it is back; your seat is kept.`,
      link: SHUTTLE_LINK,
    });
  }
}

const seatsOn = (db: Db, runId: string) =>
  db
    .select()
    .from(seatBookings)
    .where(and(eq(seatBookings.runId, runId), inArray(seatBookings.status, [...SEAT_HOLDING])));

/**
 * Tells each rider with a reserved seat once their bus is NEAR_STOPS stops (or fewer) from where they get on. The
 * notice is claimed by a compare-and-set on the seat, so two instances sweeping at once tell a rider once.
 * Returns how many were told.
 */
export async function tellRidersBusNear(deps: NoticeDeps, now = Date.now()): Promise<number> {
  const runs = await deps.db.select().from(shuttleRuns).where(eq(shuttleRuns.status, "running"));
  if (runs.length === 0) return 0;
  const waiting = await deps.db
    .select()
    .from(seatBookings)
    .where(
      and(
        inArray(
          seatBookings.runId,
          runs.map((r) => r.id),
        ),
        eq(seatBookings.status, "reserved"),
        isNull(seatBookings.nearNotifiedAt),
      ),
    );
  if (waiting.length === 0) return 0;
  const lines = await loadLines(deps.db, [...new Set(runs.map((r) => r.lineId))]);
  let told = 0;
  for (const loaded of lines) {
    const { live, runs: placed } = await lineNow(deps, loaded, now);
    for (const run of placed) {
      const bus = live.buses.find((b) => b.runId === run.runId);
      if (bus?.state !== "live") continue;
      for (const seat of waiting.filter((s) => s.runId === run.runId)) {
        const away = seat.fromPosition - run.segment;
        if (away < 1 || away > NEAR_STOPS || !seat.riderId) continue;
        const [claimed] = await deps.db
          .update(seatBookings)
          .set({ nearNotifiedAt: new Date(now) })
          .where(and(eq(seatBookings.id, seat.id), isNull(seatBookings.nearNotifiedAt)))
          .returning({ id: seatBookings.id });
        if (!claimed) continue;
        const stop = loaded.stops.find((s) => s.id === seat.fromStopId)?.name ?? "your stop";
        await deps.notifier.notify(seat.riderId, {
          kind: "shuttle.near",
          title: away === 1 ? `Your bus is next at ${stop}` : `Your bus is ${away} stops from ${stop}`,
          body: `The ${loaded.line.name} bus${bus.plateNumber ? ` ${bus.plateNumber}` : ""} is on its way: have your boarding code ready.`,
          link: SHUTTLE_LINK,
        });
        told += 1;
      }
    }
  }
  return told;
}
