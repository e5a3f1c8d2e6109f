import {
  type Arrival,
  type BusView,
  countdownS,
  type LineLive,
  lineShape,
  locateOnLine,
  measuredStretches,
  minutesOf,
  NOT_REPORTING_S,
  nextScheduledS,
  OFF_ROUTE_M,
  type OnLine,
  plannedOffsetsS,
  replayRun,
  SEAT_HOLDING,
  SHUTTLE_MESSAGES,
  secondsToStops,
  splitFullName,
  stretchTimes,
} from "@campusgo/domain";
import { and, desc, eq, gte, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { driverProfiles, seatBookings, shuttleRuns, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { LocationIndex } from "../../realtime/location-index.ts";
import { trackOf } from "../tracking/track.ts";
import { type LoadedLine, loadLines } from "./repo.ts";

/** Runs of the last this long measure the travel times between stops. */
export const MEASURE_WINDOW_MS = 3 * 3600_000;
/** At most this many recent runs are replayed to measure them. */
const MEASURE_RUNS = 10;
const WAT_OFFSET_MS = 3600_000;

export interface LiveDeps {
  db: Db;
  locations: Pick<LocationIndex, "get">;
}

/**
 * The line as it runs now: each running bus where it last reported (the live position, or the run's last recorded
 * one), placed on the line from its recorded way so far; at each stop, the buses coming with the seconds left,
 * timed by the travel times recent runs took between stops (the plan where none is measured yet).
 */
export async function lineLive(deps: LiveDeps, lineId: string, now = Date.now()): Promise<LineLive> {
  const [loaded] = await loadLines(deps.db, [lineId]);
  if (!loaded) throw new AppError("not_found", SHUTTLE_MESSAGES.lineNotFound);
  return (await lineNow(deps, loaded, now)).live;
}

/** Where a running bus is on its line, beside what riders see of it (the open feeds need both). */
export interface RunOnLine {
  runId: string;
  /** The segment it is on (from call `segment` to the next). */
  segment: number;
  startedAt: Date;
}

export interface LineNowResult {
  live: LineLive;
  runs: RunOnLine[];
}

/** The line now, as riders see it, and each running bus's place on the line. */
export async function lineNow(
  { db, locations }: LiveDeps,
  loaded: LoadedLine,
  now = Date.now(),
): Promise<LineNowResult> {
  const { line, stops } = loaded;
  const lineId = line.id;
  const shape = lineShape(stops, line.loop);
  const recent = await db
    .select({
      run: shuttleRuns,
      fullName: users.fullName,
      firstName: users.firstName,
      plateNumber: driverProfiles.plateNumber,
    })
    .from(shuttleRuns)
    .leftJoin(users, eq(users.id, shuttleRuns.driverId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, shuttleRuns.driverId))
    .where(
      and(
        eq(shuttleRuns.lineId, lineId),
        or(eq(shuttleRuns.status, "running"), gte(shuttleRuns.startedAt, new Date(now - MEASURE_WINDOW_MS))),
      ),
    )
    .orderBy(desc(shuttleRuns.startedAt))
    .limit(MEASURE_RUNS + 20);
  const tracks = await Promise.all(
    recent.map(({ run }) =>
      trackOf(db, run.id, new Date(Math.max(run.startedAt?.getTime() ?? 0, now - MEASURE_WINDOW_MS))),
    ),
  );
  const replays = recent.map((_, i) => replayRun(shape, tracks[i] ?? []));
  const times = stretchTimes(
    stops,
    line.loop,
    measuredStretches(replays.slice(0, MEASURE_RUNS), shape.calls.length - 1, stops.length),
  );

  const buses: (BusView & { toStops: (number | null)[] })[] = [];
  const runs: RunOnLine[] = [];
  for (const [i, { run, fullName, firstName, plateNumber }] of recent.entries()) {
    if (run.status !== "running" || !run.driverId) continue;
    const track = tracks[i] ?? [];
    const recorded = track.at(-1);
    const live = await locations.get(run.driverId);
    const last = live && (!recorded || live.at >= recorded.at) ? live : recorded;
    if (!last) continue;
    const replayed = replays[i]?.on ?? null;
    const on: OnLine =
      last === live || !replayed ? locateOnLine(shape, last, replayed?.segment ?? 0) : replayed;
    const ageS = Math.max(0, Math.round((now - last.at) / 1000));
    const state =
      ageS > NOT_REPORTING_S ? "not_reporting" : on.offRouteM > OFF_ROUTE_M ? "off_route" : "live";
    const toStops = secondsToStops(shape, times, on).map((s) => (s === null ? null : countdownS(s)));
    const next = toStops.reduce<number | null>(
      (best, s, stop) => (s !== null && (best === null || s < (toStops[best] ?? Infinity)) ? stop : best),
      null,
    );
    buses.push({
      runId: run.id,
      lat: last.lat,
      lon: last.lon,
      ageS,
      state,
      seats: run.seats,
      driverFirstName: firstName?.trim() || splitFullName(fullName ?? "").firstName,
      plateNumber,
      nextStopId: next === null ? null : (stops[next]?.id ?? null),
      toStops,
    });
    runs.push({ runId: run.id, segment: on.segment, startedAt: run.startedAt ?? run.createdAt });
  }

  // The seats booked on the running buses, to count what is left on each stretch.
  const booked =
    buses.length === 0
      ? []
      : await db
          .select({
            runId: seatBookings.runId,
            from: seatBookings.fromPosition,
            to: seatBookings.toPosition,
          })
          .from(seatBookings)
          .where(
            and(
              inArray(
                seatBookings.runId,
                buses.map((b) => b.runId),
              ),
              inArray(seatBookings.status, [...SEAT_HOLDING]),
            ),
          );
  const seatsLeft = (bus: { runId: string; seats: number }, stop: number) =>
    Math.max(
      0,
      bus.seats - booked.filter((s) => s.runId === bus.runId && s.from <= stop && stop < s.to).length,
    );

  const nowWatS = Math.floor(((now + WAT_OFFSET_MS) % 86_400_000) / 1000);
  const midnight = now - nowWatS * 1000;
  const planned = plannedOffsetsS(stops, line.loop);
  const live: LineLive = {
    lineId,
    at: new Date(now).toISOString(),
    buses: buses.map(({ toStops: _, ...bus }) => bus),
    stops: stops.map((stop, i) => {
      const arrivals: Arrival[] = buses.flatMap((bus) => {
        const left = bus.toStops[i];
        if (left === null || left === undefined) return [];
        const inS = bus.state === "live" ? Math.max(0, left - bus.ageS) : null;
        return [{ runId: bus.runId, state: bus.state, inS, ageS: bus.ageS, seatsLeft: seatsLeft(bus, i) }];
      });
      arrivals.sort((a, b) => (a.inS ?? Infinity) - (b.inS ?? Infinity));
      const scheduled =
        buses.length > 0
          ? null
          : nextScheduledS(
              minutesOf(line.opensAt),
              minutesOf(line.closesAt),
              line.headwayMin,
              planned[i] ?? 0,
              nowWatS,
            );
      return {
        stopId: stop.id,
        arrivals,
        scheduledAt: scheduled === null ? null : new Date(midnight + scheduled * 1000).toISOString(),
      };
    }),
  };
  return { live, runs };
}
