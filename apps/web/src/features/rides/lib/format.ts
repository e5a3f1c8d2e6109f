/** "800m" below a kilometre, "1.2km" above. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres / 10) * 10)}m`;
  return `${(metres / 1000).toFixed(metres < 10_000 ? 1 : 0)}km`;
}

/** "5mins", "1min", "1h 5mins". */
export function formatMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes}${minutes === 1 ? "min" : "mins"}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}${m === 1 ? "min" : "mins"}` : `${h}h`;
}

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
