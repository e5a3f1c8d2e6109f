/** How distances and times read on ride screens, for riders and drivers alike (the spec's "800m (5mins away)"). */

/** Closer than this, a distance in metres means nothing to a rider: the screens say "Nearby" or "Arriving". */
export const NEAR_M = 50;

/** "800m" below a kilometre (to 10 m, never "0m" for a real distance), "1.2km" above, "12km" from ten. */
export function formatDistance(metres: number): string {
  if (!(metres > 0)) return "0m";
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) return `${tens}m`;
  return `${(metres / 1000).toFixed(metres < 9_950 ? 1 : 0)}km`;
}

/** "5mins", "1min", "1h 5mins"; anything under a minute and a half reads "1min". */
export function formatMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes}${minutes === 1 ? "min" : "mins"}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}${m === 1 ? "min" : "mins"}` : `${h}h`;
}

/**
 * "800m (5mins away)". Under 50 m there is no honest distance or time to give: a place is "Nearby", a
 * driver coming to the rider is "Arriving" (pass the word that fits).
 */
export function formatAway(metres: number, seconds: number, near: "Nearby" | "Arriving" = "Nearby"): string {
  if (metres < NEAR_M) return near;
  return `${formatDistance(metres)} (${formatMinutes(seconds)} away)`;
}

/** How far a search reaches: "3 km", "2.5 km", "800 m". */
export function formatRadius(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  const km = Math.round(metres / 100) / 10;
  return `${Number.isInteger(km) ? km : km.toFixed(1)} km`;
}
