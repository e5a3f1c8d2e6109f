import type { LineLive } from "@campusgo/domain";

/** Under this many seconds away, the bus is "Due" at a stop rather than a number of minutes. */
export const DUE_UNDER_S = 60;

/** "1 seat", "14 seats". */
export const seatWords = (count: number): string => (count === 1 ? "1 seat" : `${count} seats`);

/** "1 stop", "3 stops". */
export const stopWords = (count: number): string => (count === 1 ? "1 stop" : `${count} stops`);

/**
 * When the driver's bus reaches a stop, as the live board times it: "Due" under a minute, else "in 4 min"; null
 * when the bus is not timed there (not reporting, off its line, not placed yet, or past it).
 */
export function arrivalWords(live: LineLive | undefined, runId: string, stopId: string): string | null {
  const arrival = live?.stops.find((s) => s.stopId === stopId)?.arrivals.find((a) => a.runId === runId);
  if (arrival?.state !== "live" || arrival.inS === null) return null;
  return arrival.inS < DUE_UNDER_S ? "Due" : `in ${Math.floor(arrival.inS / 60)} min`;
}

/** A line's stops in order, shortened past `max` stops: "Gate → Library → Hall", "Gate → Library → … → Market". */
export function routeWords(names: readonly string[], max = 5): string {
  if (names.length <= max) return names.join(" → ");
  return [...names.slice(0, max - 2), "…", names.at(-1)].join(" → ");
}
