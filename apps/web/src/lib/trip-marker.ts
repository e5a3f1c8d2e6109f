/**
 * A note in localStorage that the signed-in rider has a trip to come back to: one under way, one just ended
 * and not paid yet, or a package in progress. It holds the rider's id. The landing page reads it before it paints (src/prerender/pages.ts,
 * LANDING_SCRIPT) and sends that rider to the dashboard, which opens the trip: the installed app starts on "/".
 * The dashboard's home sets and clears it from what the server says (app/guards/rider-home.tsx).
 */
export const TRIP_MARKER_KEY = "campusgo.trip";

export function markTrip(userId: string): void {
  try {
    if (localStorage.getItem(TRIP_MARKER_KEY) !== userId) localStorage.setItem(TRIP_MARKER_KEY, userId);
  } catch {
    // Storage disabled: the landing page shows as usual.
  }
}

export function clearTrip(): void {
  try {
    localStorage.removeItem(TRIP_MARKER_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
