import { formatAway, formatDateTime as formatWatDateTime } from "@campusgo/domain";

export {
  formatAt,
  formatAway,
  formatDistance,
  formatMinutes,
  formatRadius,
  formatRating,
  formatStars,
  formatTime,
  formatWhen,
  plural,
} from "@campusgo/domain";

/** The spec's "800m (5mins away)" for a driver coming over; "Arriving" once the driver is all but there. */
export function distanceAway(metres: number, seconds: number): string {
  return formatAway(metres, seconds, "Arriving");
}

/** "Today, 4:30 pm", "Wed 25 Nov, 4:30 pm": always West Africa Time. */
export function formatDateTime(iso: string): string {
  return formatWatDateTime(iso);
}

/** Typical town speed for an ETA from a straight-line distance: 18 km/h with a road factor of 1.3. */
export function etaSeconds(straightMetres: number): number {
  return (straightMetres * 1.3) / (18_000 / 3600);
}
