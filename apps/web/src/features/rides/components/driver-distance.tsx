import { haversineMeters } from "@campusgo/domain/places";
import type { RidePlace } from "../api/types.ts";
import { distanceAway, etaSeconds } from "../lib/format.ts";
import { mapStore } from "../map/map-store.ts";

/** Rounds so a driver creeping forward does not change the words (and re-render) on every position. */
const bucket = (metres: number) =>
  metres < 1000 ? Math.round(metres / 50) * 50 : Math.round(metres / 100) * 100;

/**
 * "800m (5mins away)" from the driver's live position to a target (the pickup, later the destination).
 * Subscribes to a rounded distance only, so it re-renders when the words would change.
 */
export function DriverDistance({
  target,
  fallback,
}: {
  target: RidePlace;
  fallback?: { distanceM: number; etaS: number } | null;
}) {
  const metres = mapStore.useSelect((s) => (s.driver ? bucket(haversineMeters(s.driver, target)) : null));
  if (metres === null) {
    return (
      <span>{fallback ? distanceAway(fallback.distanceM, fallback.etaS) : "Locating your driver..."}</span>
    );
  }
  return <span>{distanceAway(metres, etaSeconds(metres))}</span>;
}
