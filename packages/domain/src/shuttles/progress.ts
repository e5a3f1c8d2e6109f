import { haversineMeters } from "../places.ts";
import { plannedOffsetsS } from "./timetable.ts";

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

/** Seconds each segment takes: measured where known (by segment index), planned otherwise. */
export function segmentSeconds(
  stops: readonly Point[],
  loop: boolean,
  measured: readonly (number | null | undefined)[] = [],
): number[] {
  const offsets = plannedOffsetsS(stops, loop);
  return offsets.slice(1).map((at, i) => measured[i] ?? at - (offsets[i] as number));
}

/**
 * Seconds until the bus reaches each stop (by the stop's place in the line), counted from where it is on the
 * line. A stop behind the bus is reached on the next round of a loop, and never on a line that is not a loop
 * (null). The stop the bus is leaving counts as reached.
 */
export function secondsToStops(shape: LineShape, seconds: readonly number[], at: OnLine): (number | null)[] {
  const segments = shape.calls.length - 1;
  const result: (number | null)[] = Array(shape.stopCount).fill(null);
  let clock = (1 - at.fraction) * (seconds[at.segment] ?? 0);
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
    clock += seconds[segment] ?? 0;
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
  /** Seconds each segment took on this run, by segment index (the last time it was driven whole). */
  segmentS: (number | null)[];
}

/** Off its line, a bus keeps the place it had on it, marked as away. */
const placed = (was: OnLine | null, next: OnLine): OnLine =>
  was === null || next.offRouteM <= OFF_ROUTE_M ? next : { ...was, offRouteM: next.offRouteM };

/**
 * A run's recorded positions (in time order) replayed along its line: where the bus is now, and how long each
 * stretch between stops took it. A stop is passed when the bus's place moves on to a later segment; the moment is
 * taken between the two positions, by how far each was from it.
 */
export function replayRun(shape: LineShape, track: readonly (Point & { at: number })[]): Replayed {
  const segments = shape.calls.length - 1;
  const segmentS: (number | null)[] = Array(Math.max(0, segments)).fill(null);
  if (segments < 1 || track.length === 0) return { on: null, segmentS };
  let on: OnLine | null = null;
  let previousAt = 0;
  /** When the bus passed the start of the segment it is on (null until one was seen). */
  let segmentStart: number | null = null;
  for (const point of track) {
    const next = locateOnLine(shape, point, on?.segment ?? 0);
    if (on && next.segment !== on.segment && next.offRouteM <= OFF_ROUTE_M) {
      const passed = (next.segment - on.segment + segments) % segments;
      // The call between them was passed between the two positions, in proportion to the way left and done.
      const left = 1 - on.fraction;
      const done = next.fraction + (passed - 1);
      const share = left + done > 0 ? left / (left + done) : 0;
      const passedAt = previousAt + share * (point.at - previousAt);
      if (passed === 1 && segmentStart !== null) {
        const took = (passedAt - segmentStart) / 1000;
        if (took > 0 && took <= SEGMENT_MEASURE_MAX_S) segmentS[on.segment] = Math.round(took);
      }
      segmentStart = passed === 1 ? passedAt : null;
    }
    if (!on && next.fraction === 0) segmentStart = point.at;
    on = placed(on, next);
    previousAt = point.at;
  }
  return { on, segmentS };
}

/** The measured seconds of each segment over several runs: the mean of what each run took, where any did. */
export function measuredSegments(runs: readonly Replayed[], segments: number): (number | null)[] {
  return Array.from({ length: segments }, (_, i) => {
    const seen = runs.flatMap((r) => (r.segmentS[i] ? [r.segmentS[i] as number] : []));
    return seen.length === 0 ? null : Math.round(seen.reduce((a, b) => a + b, 0) / seen.length);
  });
}
