import type { Ride } from "../../db/schema/index.ts";
import type { RideDeps } from "./deps.ts";

/**
 * The times of a ride booked for later (docs/decisions/0015-booking-ahead.md): drivers are asked a lead ahead of
 * the pickup; nobody matched by a while before it ends the search and the rider is told; a matched driver is
 * reminded and confirms near the time, or the ride searches again.
 */

type WithConfig = Pick<RideDeps, "config">;

/** When drivers are asked: the lead before pickup (longer for town trips). */
export function dispatchTimeOf(deps: WithConfig, scheduledAt: Date, distanceM: number): Date {
  const s = deps.config.rides.schedule;
  const lead = distanceM > s.townTripM ? s.townLeadMs : s.leadMs;
  return new Date(scheduledAt.getTime() - lead);
}

/**
 * When a search gives up: its usual limit from now, or for a ride booked for later the time by which it must be
 * matched (a while before pickup, so the rider can still choose), whichever is later. `cfg`: the ride settings in
 * force (liveRidesConfig: an admin changes how long a search lasts).
 */
export function searchDeadline(
  cfg: Pick<RideDeps["config"]["rides"], "searchTimeoutMs" | "schedule">,
  scheduledAt: Date | null,
  now: Date,
): Date {
  const usual = now.getTime() + cfg.searchTimeoutMs;
  if (!scheduledAt) return new Date(usual);
  return new Date(Math.max(usual, scheduledAt.getTime() - cfg.schedule.matchByMs));
}

/**
 * An offer accepted on a ride whose pickup is further away than the reminder reserves the driver instead of
 * sending them now: they keep driving until they confirm near the time.
 */
export function reservesAhead(deps: WithConfig, ride: Pick<Ride, "scheduledAt">, now: Date): boolean {
  const { remindMs } = deps.config.rides.schedule;
  return ride.scheduledAt !== null && ride.scheduledAt.getTime() - now.getTime() > remindMs;
}

/**
 * A reserved ride's two times, kept in its timer columns: the reminder (from when the driver may confirm) and
 * the time by which they must have confirmed.
 */
export function reservationTimes(
  deps: WithConfig,
  scheduledAt: Date,
): { nextStepAt: Date; searchExpiresAt: Date } {
  const s = deps.config.rides.schedule;
  return {
    nextStepAt: new Date(scheduledAt.getTime() - s.remindMs),
    searchExpiresAt: new Date(scheduledAt.getTime() - s.confirmByMs),
  };
}
