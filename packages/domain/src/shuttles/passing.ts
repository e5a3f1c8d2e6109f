import { haversineMeters } from "../places.ts";
import { AT_STOP_M, type LineShape, locateOnLine, OFF_ROUTE_M, type OnLine } from "./progress.ts";

/**
 * Which stops a running bus has reached, for the seats on it: a rider who never boarded is left behind once the
 * bus has gone on to the next stop, and a rider on board has got off once the bus reaches their stop. A run's way
 * is counted as progress along the line (segments passed since it started, plus the fraction of the one it is on),
 * going on counting round a loop, so the same stop on the next round is told apart from this one.
 */

type Fix = { lat: number; lon: number; at: number };

export interface Progressed extends Fix {
  progress: number;
}

/** A bus never jumps more than this many segments between two positions; a jump further is a bad fix. */
const MAX_JUMP = 2;

/** The run's positions (in time order) with how far along the line the bus had come at each; off-line ones skipped. */
export function runProgress(shape: LineShape, track: readonly Fix[]): Progressed[] {
  const segments = shape.calls.length - 1;
  if (segments < 1) return [];
  const out: Progressed[] = [];
  let on: OnLine | null = null;
  let passed = 0;
  for (const fix of track) {
    const next = locateOnLine(shape, fix, on?.segment ?? 0);
    if (next.offRouteM > OFF_ROUTE_M) continue;
    if (on) {
      const step = shape.loop ? (next.segment - on.segment + segments) % segments : next.segment - on.segment;
      if (step < 0 || step > MAX_JUMP) continue;
      passed += step;
    }
    on = next;
    out.push({ ...fix, progress: passed + next.fraction });
  }
  return out;
}

/** Progress at a moment: at the last position before it (the first position when none was before). */
export function progressAt(way: readonly Progressed[], at: number): number {
  let value = way[0]?.progress ?? 0;
  for (const fix of way) {
    if (fix.at > at) break;
    value = fix.progress;
  }
  return value;
}

/**
 * The progress at which the bus, from `from` on, next reaches the stop at `stop` in the line: each round of a
 * loop reaches it again; a line that is not a loop reaches it once (null once it is behind).
 */
export function nextReach(shape: LineShape, stop: number, from: number): number | null {
  if (!shape.loop) return stop >= from ? stop : null;
  const segments = shape.calls.length - 1;
  return stop + Math.max(0, Math.ceil((from - stop) / segments)) * segments;
}

/** Whether the bus reached the line's point at `value` (a stop) at or after `since`: there, or within AT_STOP_M on the way in. */
function reached(shape: LineShape, way: readonly Progressed[], value: number, since: number): boolean {
  const segments = shape.calls.length - 1;
  const stop = shape.calls[shape.loop ? value % segments : value];
  return way.some(
    (fix) =>
      fix.at >= since &&
      (fix.progress >= value - 0.001 ||
        (stop !== undefined && fix.progress > value - 1 && haversineMeters(fix, stop) <= AT_STOP_M)),
  );
}

/** A seat as far as its outcome goes: where it gets on and off (places in the line), and when it was booked and boarded. */
export interface SeatOnRun {
  status: string;
  fromPosition: number;
  toPosition: number;
  createdAt: number;
  boardedAt: number | null;
}

/**
 * What has become of a seat by the bus's way so far: "missed" when it is still to board and the bus has reached
 * the stop after the rider's, "alighted" when the rider is on board and the bus has reached where they get off,
 * or null while neither has happened.
 */
export function seatOutcome(
  shape: LineShape,
  seat: SeatOnRun,
  way: readonly Progressed[],
): "missed" | "alighted" | null {
  if (way.length === 0) return null;
  if (seat.status === "reserved") {
    // A seat is only sold for a stop ahead, or the one the bus stands at: a little back from where it was then.
    const at = nextReach(shape, seat.fromPosition, progressAt(way, seat.createdAt) - 0.1);
    if (at === null) return "missed";
    return reached(shape, way, at + 1, seat.createdAt) ? "missed" : null;
  }
  if (seat.status === "boarded" && seat.boardedAt !== null) {
    // Boarded at the rider's stop: the reach of it nearest the bus's place then (it boards on the way in or out).
    const then = progressAt(way, seat.boardedAt);
    const segments = shape.calls.length - 1;
    const rounds = shape.loop ? Math.round((then - seat.fromPosition) / segments) : 0;
    const boardedAt = seat.fromPosition + Math.max(0, rounds) * segments;
    const off = boardedAt + (seat.toPosition - seat.fromPosition);
    return reached(shape, way, off, seat.boardedAt) ? "alighted" : null;
  }
  return null;
}

/**
 * The one rule for a seat nobody has boarded: it is missed, and free for another rider, once the bus has reached
 * the stop after the rider's. Until then it is held, and its rider may still board within AT_BOARDING_STOP_M of
 * their stop. Counting the seats of a reservation, boarding and the sweep that tells riders all ask this.
 */
export function seatMissed(shape: LineShape, seat: SeatOnRun, way: readonly Progressed[]): boolean {
  return seat.status === "reserved" && seatOutcome(shape, seat, way) === "missed";
}
