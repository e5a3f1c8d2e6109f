/** Milliseconds from `now` until an ISO time; 0 once it has passed, or when there is no time at all. */
export function msUntil(until: string | null, now: number): number {
  if (!until) return 0;
  const at = Date.parse(until);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}
