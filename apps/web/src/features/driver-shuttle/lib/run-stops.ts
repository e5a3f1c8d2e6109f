import { AT_BOARDING_STOP_M, haversineMeters, type ManifestSeat } from "@campusgo/domain";

type Point = { lat: number; lon: number };
type Stop = Point & { id: string };

/**
 * The stop the bus stands at: the nearest stop within AT_BOARDING_STOP_M of its position (the distance the server
 * boards riders at), or null away from every stop or with no position.
 */
export function stopAt<T extends Stop>(
  stops: readonly T[],
  position: Point | null | undefined,
  withinM = AT_BOARDING_STOP_M,
): T | null {
  if (!position) return null;
  let best: T | null = null;
  let bestM = withinM;
  for (const stop of stops) {
    const m = haversineMeters(stop, position);
    if (m <= bestM) {
      best = stop;
      bestM = m;
    }
  }
  return best;
}

/**
 * The stops still ahead of the bus, in the order it calls at them: from the stop it stands at, else from the
 * stop it reaches next, else (not placed on the line yet) from the first. A loop goes round once; a line that is
 * not a loop ends at its last stop.
 */
export function stopsAhead<T extends { id: string }>(
  stops: readonly T[],
  { atStopId, nextStopId, loop }: { atStopId: string | null; nextStopId: string | null; loop: boolean },
): T[] {
  const indexOf = (id: string | null) => (id === null ? -1 : stops.findIndex((s) => s.id === id));
  const at = indexOf(atStopId);
  const next = indexOf(nextStopId);
  const start = at >= 0 ? at : Math.max(next, 0);
  return loop ? [...stops.slice(start), ...stops.slice(0, start)] : stops.slice(start);
}

/** The riders who get on at a stop (still to board, or boarded already), in the manifest's order. */
export const boardingAt = (manifest: readonly ManifestSeat[], stopId: string): ManifestSeat[] =>
  manifest.filter(
    (seat) => seat.from.id === stopId && (seat.status === "reserved" || seat.status === "boarded"),
  );

/** The riders who get off at a stop. */
export const alightingAt = (manifest: readonly ManifestSeat[], stopId: string): ManifestSeat[] =>
  manifest.filter(
    (seat) => seat.to.id === stopId && (seat.status === "reserved" || seat.status === "boarded"),
  );

/**
 * Seats free on the stretch that leaves the stop at `index` of the line (`stopIds` in line order; from the last
 * stop of a loop, the stretch back to the first, which no seat covers). A seat takes room there when it covers the
 * stretch and its rider is on the bus, or gets on at this very stop; a rider who has not boarded at a stop the
 * bus left behind frees their seat, as the server counts it.
 */
export function seatsFreeLeaving(
  seats: number,
  manifest: readonly ManifestSeat[],
  stopIds: readonly string[],
  index: number,
): number {
  const taken = manifest.filter((seat) => {
    const from = stopIds.indexOf(seat.from.id);
    const to = stopIds.indexOf(seat.to.id);
    if (from < 0 || to < 0 || !(from <= index && index < to)) return false;
    return seat.status === "boarded" || (seat.status === "reserved" && from === index);
  }).length;
  return Math.max(0, seats - taken);
}

/** The stop after the one at `index` on the line: round to the first on a loop, none after the last otherwise. */
export function stopAfter<T>(stops: readonly T[], index: number, loop: boolean): T | null {
  if (index < 0 || index >= stops.length) return null;
  if (index + 1 < stops.length) return stops[index + 1] ?? null;
  return loop && stops.length > 1 ? (stops[0] ?? null) : null;
}
