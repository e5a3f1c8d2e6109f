import { TRIP_CHECK_STILL_M } from "@campusgo/domain";

export interface Point {
  lat: number;
  lon: number;
}

const M_PER_DEG = 111_320;

/** Metres between two points, flat-earth around their latitude (exact enough over a few kilometres). */
export function metersBetween(a: Point, b: Point): number {
  const y = (b.lat - a.lat) * M_PER_DEG;
  const x = (b.lon - a.lon) * M_PER_DEG * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(x, y);
}

/**
 * Metres from `p` to the straight segment from `a` to `b`: the expected route of a trip whose way is not known
 * beyond its two ends (docs/decisions/0034-trip-checks.md). Projected flat around `a`.
 */
export function metersFromSegment(p: Point, a: Point, b: Point): number {
  const cos = Math.cos((a.lat * Math.PI) / 180);
  const bx = (b.lon - a.lon) * M_PER_DEG * cos;
  const by = (b.lat - a.lat) * M_PER_DEG;
  const px = (p.lon - a.lon) * M_PER_DEG * cos;
  const py = (p.lat - a.lat) * M_PER_DEG;
  const length2 = bx * bx + by * by;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length2));
  return Math.hypot(px - t * bx, py - t * by);
}

/**
 * Since when the vehicle has stood still: the time of the earliest of the last positions (in time order) that all
 * lie within TRIP_CHECK_STILL_M of the latest one. Undefined without positions.
 */
export function stillSince(points: readonly (Point & { at: number })[]): number | undefined {
  const latest = points.at(-1);
  if (!latest) return undefined;
  let since = latest.at;
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i] as Point & { at: number };
    if (metersBetween(p, latest) > TRIP_CHECK_STILL_M) break;
    since = p.at;
  }
  return since;
}
