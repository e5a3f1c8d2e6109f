import { haversineMeters } from "../places.ts";
import { PLANNED_DWELL_S, plannedOffsetsS } from "./timetable.ts";

/**
 * Where a bus is on its line and when it reaches each stop. A line is drawn as straight segments between its
 * calls (the stops in order and, for a loop, back to the first); a bus's position is placed on the nearest
 * segment at or just after where it was last, so a loop's first and last stretch are told apart. The time to a
 * stop is what is left of the current segment plus the following segments, each timed by what buses recently
 * took on it (measured), or the planned time until one has been measured.
 */

/** Farther than this from every segment, a bus is off its line (roads bend away from the straight segments). */
export const OFF_ROUTE_M = 300;
/** A bus whose last position is older than this is not reporting: its stops say so instead of counting down. */
export const NOT_REPORTING_S = 120;
/** Within this of a stop, a bus is at it (its arrival there is recorded). */
export const AT_STOP_M = 40;

type Point = { lat: number; lon: number };

export interface LineShape {
  /** The stops in call order; a loop's last call is its first stop again. */
  calls: Point[];
  /** How many stops the line has (a loop's calls are one more). */
  stopCount: number;
  loop: boolean;
}

export function lineShape(stops: readonly Point[], loop: boolean): LineShape {
  const calls = loop && stops.length > 1 ? [...stops, stops[0] as Point] : [...stops];
  return { calls, stopCount: stops.length, loop };
}

export interface OnLine {
  /** The segment from call `segment` to call `segment + 1`. */
  segment: number;
  /** How far along it, from 0 to 1. */
  fraction: number;
  /** How far the bus is from the segment. */
  offRouteM: number;
}

/** Metres east and north of `origin` (flat enough over a campus). */
function planar(p: Point, origin: Point) {
  const north = haversineMeters(origin, { lat: p.lat, lon: origin.lon }) * Math.sign(p.lat - origin.lat);
  const east = haversineMeters(origin, { lat: origin.lat, lon: p.lon }) * Math.sign(p.lon - origin.lon);
  return { x: east, y: north };
}

function onSegment(a: Point, b: Point, at: Point): { fraction: number; distanceM: number } {
  const p = planar(at, a);
  const q = planar(b, a);
  const length2 = q.x * q.x + q.y * q.y;
  const fraction = length2 === 0 ? 0 : Math.min(1, Math.max(0, (p.x * q.x + p.y * q.y) / length2));
  const dx = p.x - fraction * q.x;
  const dy = p.y - fraction * q.y;
  return { fraction, distanceM: Math.hypot(dx, dy) };
}

/**
 * The bus's place on the line. `from` is the segment it was last placed on: a segment at or up to two after it
 * that is within OFF_ROUTE_M wins over any other, so progress only goes forward (and round, on a loop).
 */
export function locateOnLine(shape: LineShape, at: Point, from = 0): OnLine {
  const segments = shape.calls.length - 1;
  if (segments < 1) return { segment: 0, fraction: 0, offRouteM: 0 };
  const place = (segment: number): OnLine => {
    const { fraction, distanceM } = onSegment(
      shape.calls[segment] as Point,
      shape.calls[segment + 1] as Point,
      at,
    );
    return { segment, fraction, offRouteM: distanceM };
  };
  const all = Array.from({ length: segments }, (_, i) => place(i));
  const ahead = [0, 1, 2]
    .map((step) => (shape.loop ? (from + step) % segments : from + step))
    .filter((segment, i, list) => segment < segments && list.indexOf(segment) === i)
    .map((segment) => all[segment] as OnLine)
    .filter((p) => p.offRouteM <= OFF_ROUTE_M);
  const nearest = (list: OnLine[]) => list.reduce((best, p) => (p.offRouteM < best.offRouteM ? p : best));
  return ahead.length > 0 ? nearest(ahead) : nearest(all);
}

/**
 * How long a line's buses take: driving each segment (by segment index), and standing at each stop (by the stop's
 * place in the line). An arrival is when the bus reaches the stop, before it stands there.
 */
export interface StretchTimes {
  driveS: number[];
  dwellS: number[];
}

/** What recent runs took, where any was measured. */
export interface Measured {
  driveS: (number | null)[];
  dwellS: (number | null)[];
}

/** The stretch times: measured where known, planned otherwise. */
export function stretchTimes(stops: readonly Point[], loop: boolean, measured?: Measured): StretchTimes {
  const offsets = plannedOffsetsS(stops, loop);
  return {
    driveS: offsets
      .slice(1)
      .map((at, i) => measured?.driveS[i] ?? at - (offsets[i] as number) - PLANNED_DWELL_S),
    dwellS: stops.map((_, i) => measured?.dwellS[i] ?? PLANNED_DWELL_S),
  };
}

/**
 * Seconds until the bus reaches each stop (by the stop's place in the line), counted from where it is on the
 * line: what is left of this segment's drive, then for each stop ahead its stand and the next drive. A stop behind
 * the bus is reached on the next round of a loop, and never on a line that is not a loop (null). The stop the bus
 * is leaving counts as reached.
 */
export function secondsToStops(shape: LineShape, times: StretchTimes, at: OnLine): (number | null)[] {
  const segments = shape.calls.length - 1;
  const result: (number | null)[] = Array(shape.stopCount).fill(null);
  let clock = (1 - at.fraction) * (times.driveS[at.segment] ?? 0);
  let segment = at.segment;
  // Each call ahead, for at most one full round.
  for (let step = 0; step < segments; step++) {
    const call = segment + 1;
    const stop = shape.loop ? call % shape.stopCount : call;
    if (stop < shape.stopCount && result[stop] === null) result[stop] = Math.round(clock);
    segment = call;
    if (segment >= segments) {
      if (!shape.loop) break;
      segment = 0;
    }
    clock += (times.dwellS[stop] ?? 0) + (times.driveS[segment] ?? 0);
  }
  return result;
}

/**
 * When the timetable next brings a bus to the stop at `stopOffsetS` seconds into a run, as minutes after
 * midnight (West Africa Time) of a departure's arrival, or null when no run of today reaches it any more.
 */
export function nextScheduledS(
  opensAtMin: number,
  closesAtMin: number,
  headwayMin: number,
  stopOffsetS: number,
  nowS: number,
): number | null {
  const first = opensAtMin * 60;
  const last = closesAtMin * 60;
  const headway = headwayMin * 60;
  const k = Math.max(0, Math.ceil((nowS - stopOffsetS - first) / headway));
  const departure = first + k * headway;
  return departure <= last ? departure + stopOffsetS : null;
}

/** A travel time longer than this between two stops is a bus that stopped running (a break), not a measure. */
export const SEGMENT_MEASURE_MAX_S = 30 * 60;

export interface Replayed {
  /** Where the bus was at its last recorded position (null with no position). */
  on: OnLine | null;
  /** Seconds this run drove each segment, and stood at each stop (the last time it did so whole). */
  driveS: (number | null)[];
  dwellS: (number | null)[];
}

/** Off its line, a bus keeps the place it had on it, marked as away. */
const placed = (was: OnLine | null, next: OnLine): OnLine =>
  was === null || next.offRouteM <= OFF_ROUTE_M ? next : { ...was, offRouteM: next.offRouteM };

/**
 * A run's recorded positions (in time order) replayed along its line: where the bus is now, how long it drove each
 * stretch between stops and how long it stood at each. It reaches a stop when it first comes within AT_STOP_M of
 * it, and leaves it when its place moves on to the next segment (the moment taken between the two positions, by
 * how far each was from the stop).
 */
export function replayRun(shape: LineShape, track: readonly (Point & { at: number })[]): Replayed {
  const segments = shape.calls.length - 1;
  const driveS: (number | null)[] = Array(Math.max(0, segments)).fill(null);
  const dwellS: (number | null)[] = Array(shape.stopCount).fill(null);
  if (segments < 1 || track.length === 0) return { on: null, driveS, dwellS };
  let on: OnLine | null = null;
  let previousAt = 0;
  /** When the bus left the start of the segment it is on (null until seen), and reached its end. */
  let leftAt: number | null = null;
  let reachedAt: number | null = null;
  const seconds = (ms: number) =>
    ms > 0 && ms <= SEGMENT_MEASURE_MAX_S * 1000 ? Math.round(ms / 1000) : null;
  for (const point of track) {
    const next = locateOnLine(shape, point, on?.segment ?? 0);
    if (on && next.segment !== on.segment && next.offRouteM <= OFF_ROUTE_M) {
      const passed = (next.segment - on.segment + segments) % segments;
      const left = 1 - on.fraction;
      const done = next.fraction + (passed - 1);
      const share = left + done > 0 ? left / (left + done) : 0;
      const departedAt = previousAt + share * (point.at - previousAt);
      if (passed === 1) {
        const arrived = reachedAt ?? departedAt;
        if (leftAt !== null) driveS[on.segment] = seconds(arrived - leftAt) ?? driveS[on.segment] ?? null;
        const stop = (on.segment + 1) % shape.stopCount;
        if (reachedAt !== null) dwellS[stop] = seconds(departedAt - reachedAt) ?? dwellS[stop] ?? null;
      }
      leftAt = passed === 1 ? departedAt : null;
      reachedAt = null;
    } else if (next.fraction === 0 && (on === null || next.segment === on.segment)) {
      // Still standing at the segment's start: it leaves later.
      leftAt = point.at;
    }
    const end = shape.calls[next.segment + 1] as Point;
    if (reachedAt === null && haversineMeters(point, end) <= AT_STOP_M) reachedAt = point.at;
    on = placed(on, next);
    previousAt = point.at;
  }
  return { on, driveS, dwellS };
}

/** The share of recent runs that took less than a stretch is timed at: the median. */
export const PREDICTION_QUANTILE = 0.5;

/**
 * How far ahead of the expected arrival a countdown ends, by how far off the arrival is: 30 s under 3 minutes,
 * rising to 2 minutes at 15 minutes, drawn between those points so a countdown never counts back up. TransitApp's
 * accuracy bands accept three times more lateness than earliness (0-3 min: 30 s early to 90 s late; 10-15 min:
 * 90 s to 270 s): a bus that comes before its countdown ends leaves riders behind, one that comes a little after
 * costs them a minute. The lead puts the countdown inside the band, and the farther out, the more a slow stretch
 * ahead may add (travel times are skewed). Points of [expected seconds, lead seconds], measured with
 * `npm run bench:shuttle-predictions`.
 */
const LEAD_CURVE: readonly (readonly [number, number])[] = [
  [180, 30],
  [360, 45],
  [600, 90],
  [900, 120],
];

/** The countdown to an arrival expected in `expectedS` seconds: a little earlier, never below zero. */
export function countdownS(expectedS: number): number {
  let lead = (LEAD_CURVE.at(-1) as readonly [number, number])[1];
  let before: readonly [number, number] = [0, (LEAD_CURVE[0] as readonly [number, number])[1]];
  for (const point of LEAD_CURVE) {
    if (expectedS <= point[0]) {
      const share = (expectedS - before[0]) / (point[0] - before[0]);
      lead = before[1] + share * (point[1] - before[1]);
      break;
    }
    before = point;
  }
  return Math.max(0, Math.round(expectedS - lead));
}

/** What several runs took: for each drive and each stand, the PREDICTION_QUANTILE of what runs measured. */
export function measuredStretches(
  runs: readonly Replayed[],
  segments: number,
  stops: number,
  quantile = PREDICTION_QUANTILE,
): Measured {
  const pick = (values: (number | null | undefined)[]) => {
    const seen = values.filter((v): v is number => typeof v === "number" && v > 0).sort((a, b) => a - b);
    if (seen.length === 0) return null;
    const at = quantile * (seen.length - 1);
    const low = Math.floor(at);
    const high = Math.ceil(at);
    return Math.round((seen[low] as number) + ((seen[high] as number) - (seen[low] as number)) * (at - low));
  };
  return {
    driveS: Array.from({ length: segments }, (_, i) => pick(runs.map((r) => r.driveS[i]))),
    dwellS: Array.from({ length: stops }, (_, i) => pick(runs.map((r) => r.dwellS[i]))),
  };
}
