import { CAMPUS_PLACES, haversineMeters } from "@campusgo/domain/places";
import type { RidePlace } from "../api/types.ts";

/** A point chosen on the map is named after a campus place this close to it, or not at all. */
export const NEAR_PLACE_M = 150;
/** The name of a point chosen on the map with no campus place near it. */
export const PINNED_NAME = "Pinned location";

interface NamedPoint {
  name: string;
  lat: number;
  lon: number;
}

/**
 * What a point chosen on the map is called: "Near <place>" after the nearest campus place within 150 m
 * (the places an admin keeps, else the built-in list), otherwise "Pinned location".
 */
export function pickedPlaceName(
  at: { lat: number; lon: number },
  places: readonly NamedPoint[] = CAMPUS_PLACES,
): string {
  let best: NamedPoint | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const p of places.length > 0 ? places : CAMPUS_PLACES) {
    const d = haversineMeters(at, p);
    if (d < bestDistance) {
      best = p;
      bestDistance = d;
    }
  }
  return best && bestDistance <= NEAR_PLACE_M ? `Near ${best.name}` : PINNED_NAME;
}

/** The place a point chosen on the map sets, as the search sets one: rounded to about a metre and named. */
export function pickedPlace(
  at: { lat: number; lng: number } | { lat: number; lon: number },
  places?: readonly NamedPoint[],
): RidePlace {
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  const point = { lat: round(at.lat), lon: round("lng" in at ? at.lng : at.lon) };
  return { ...point, name: pickedPlaceName(point, places) };
}
