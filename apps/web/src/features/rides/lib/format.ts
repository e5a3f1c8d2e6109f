import { formatDistance, formatMinutes } from "@campusgo/domain";

export { formatDistance, formatMinutes };

/** The spec's "800m (5mins away)". */
export function distanceAway(metres: number, seconds: number): string {
  return `${formatDistance(metres)} (${formatMinutes(seconds)} away)`;
}

/** "4.8" or "New" for a driver without ratings yet. */
export function formatRating(rating: number | null, count: number): string {
  if (rating === null || count === 0) return "New";
  return rating.toFixed(1);
}

const dateTime = new Intl.DateTimeFormat("en-NG", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Typical town speed for an ETA from a straight-line distance: 18 km/h with a road factor of 1.3. */
export function etaSeconds(straightMetres: number): number {
  return (straightMetres * 1.3) / (18_000 / 3600);
}
