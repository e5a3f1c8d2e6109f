import { CAMPUS_PLACES, haversineMeters } from "@campusgo/domain";

export interface Point {
  lat: number;
  lon: number;
}

/** Places a simulated driver wanders between: the campus and Nsukka town (not the long road to Enugu). */
export const WANDER_PLACES = CAMPUS_PLACES.filter((p) => p.slug !== "enugu");

export const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

export function randomPlace(except?: Point): Point {
  for (;;) {
    const p = WANDER_PLACES[Math.floor(Math.random() * WANDER_PLACES.length)];
    if (p && (!except || haversineMeters(p, except) > 200)) return { lat: p.lat, lon: p.lon };
  }
}

/** A point up to `meters` away, for starting positions that are not all on the same spot. */
export function jitter(p: Point, meters: number): Point {
  const dLat = randomBetween(-meters, meters) / 111_195;
  const dLon = randomBetween(-meters, meters) / (111_195 * Math.cos((p.lat * Math.PI) / 180));
  return { lat: p.lat + dLat, lon: p.lon + dLon };
}

/** Compass heading from one point to another, degrees 0-360. */
export function headingTo(from: Point, to: Point): number {
  const y = Math.sin(((to.lon - from.lon) * Math.PI) / 180) * Math.cos((to.lat * Math.PI) / 180);
  const x =
    Math.cos((from.lat * Math.PI) / 180) * Math.sin((to.lat * Math.PI) / 180) -
    Math.sin((from.lat * Math.PI) / 180) *
      Math.cos((to.lat * Math.PI) / 180) *
      Math.cos(((to.lon - from.lon) * Math.PI) / 180);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Moves up to `meters` straight towards `to`; returns the new point and whether it arrived. */
export function stepToward(from: Point, to: Point, meters: number): { at: Point; arrived: boolean } {
  const remaining = haversineMeters(from, to);
  if (remaining <= meters) return { at: { lat: to.lat, lon: to.lon }, arrived: true };
  const f = meters / remaining;
  return {
    at: { lat: from.lat + (to.lat - from.lat) * f, lon: from.lon + (to.lon - from.lon) * f },
    arrived: false,
  };
}
