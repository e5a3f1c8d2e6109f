import { RIDE_MESSAGES, SCHEDULE_MAX_DAYS } from "../rides/schemas.ts";

/** A time chosen a little before now still counts as now (the form was filled in slowly). */
export const SCHEDULE_GRACE_MS = 5 * 60_000;

/**
 * Why a trip cannot be booked for `at`, in the user's words, or null when it can: not in the past (beyond a
 * few minutes' grace), not more than SCHEDULE_MAX_DAYS ahead. The same window for every kind of trip.
 */
export function scheduleProblem(at: Date, now: Date): string | null {
  if (at.getTime() < now.getTime() - SCHEDULE_GRACE_MS) return RIDE_MESSAGES.scheduleInPast;
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 24 * 3600_000) return RIDE_MESSAGES.scheduleTooFar;
  return null;
}
