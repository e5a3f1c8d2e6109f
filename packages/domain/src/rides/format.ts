/** How distances and times read on ride screens, for riders and drivers alike. */

/** "800m" below a kilometre (to 10 m), "1.2km" above, "12km" from ten. */
export function formatDistance(metres: number): string {
  const tens = Math.max(0, Math.round(metres / 10) * 10);
  if (tens < 1000) return `${tens}m`;
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
