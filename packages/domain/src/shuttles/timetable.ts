import { roadMeters } from "../rides/fares.ts";

/**
 * The timetable a line is planned by, before any bus has been measured on it: the road distance between stops at
 * a campus bus's average speed, with a short stop at each. It is what the GTFS feed publishes and what a stop says
 * when no bus is reporting ("Scheduled"); live predictions use measured travel times instead.
 */
export const PLANNED_SPEED_KMH = 15;
export const PLANNED_DWELL_S = 30;

type Stop = { lat: number; lon: number };

/**
 * Seconds from a run's start to each call of a run: one per stop in order, and for a loop one more back at the
 * first stop (a bus calls there to end the round).
 */
export function plannedOffsetsS(stops: readonly Stop[], loop: boolean): number[] {
  const calls = loop && stops.length > 1 ? [...stops, stops[0] as Stop] : [...stops];
  const offsets: number[] = [];
  let at = 0;
  calls.forEach((stop, i) => {
    if (i > 0) {
      const metres = roadMeters(calls[i - 1] as Stop, stop);
      at += PLANNED_DWELL_S + Math.round(metres / ((PLANNED_SPEED_KMH * 1000) / 3600));
    }
    offsets.push(at);
  });
  return offsets;
}
