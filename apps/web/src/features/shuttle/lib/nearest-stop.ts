import type { ShuttleLineView, ShuttleStopView } from "@campusgo/domain";
import { haversineMeters } from "@campusgo/domain/places";

type Point = { lat: number; lon: number };

/** Farther than this from every stop, the rider is not near the line: no stop is called the nearest. */
export const NEAR_STOP_MAX_M = 3000;

export interface NearStop {
  stop: ShuttleStopView;
  metres: number;
}

/** The stop nearest to `at`, within NEAR_STOP_MAX_M; null without a position or with none that close. */
export function nearestStop(
  stops: readonly ShuttleStopView[],
  at: Point | null,
  maxM = NEAR_STOP_MAX_M,
): NearStop | null {
  if (!at) return null;
  let best: NearStop | null = null;
  for (const stop of stops) {
    const metres = haversineMeters(at, stop);
    if (metres <= maxM && (best === null || metres < best.metres)) best = { stop, metres };
  }
  return best;
}

/**
 * The line to show: the one the rider chose, else the one with the stop nearest to them, else the first.
 * Undefined only with no lines at all.
 */
export function lineToShow(
  lines: readonly ShuttleLineView[],
  chosenId: string | null,
  at: Point | null,
): ShuttleLineView | undefined {
  const chosen = chosenId === null ? undefined : lines.find((l) => l.id === chosenId);
  if (chosen) return chosen;
  let best: { line: ShuttleLineView; metres: number } | null = null;
  for (const line of lines) {
    const near = nearestStop(line.stops, at);
    if (near && (best === null || near.metres < best.metres)) best = { line, metres: near.metres };
  }
  return best?.line ?? lines[0];
}

/** A campus place a rider can name instead of sharing their position. */
export interface Landmark {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/**
 * The places a rider may say they are near: those with a stop of some line within NEAR_STOP_MAX_M (a town far
 * off, or a place no line serves, would lead nowhere), by name.
 */
export function landmarksNearLines<P extends Landmark & { kind: string }>(
  places: readonly P[],
  lines: readonly ShuttleLineView[],
): P[] {
  return places
    .filter((place) => place.kind !== "town" && lines.some((line) => nearestStop(line.stops, place) !== null))
    .sort((a, b) => a.name.localeCompare(b.name));
}
