import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { ScheduleConfig } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { offers, rides } from "../../../db/schema/index.ts";

/** No offer is pending on the ride (a ride with one waits for it to be answered or expire). */
export const noPendingOffer = sql`not exists (${sql`select 1 from ${offers} where ${offers.tripId} = ${rides.id} and ${offers.status} = 'pending'`})`;

/** Searching rides whose next widening step is due. */
export function dueSearches(db: Db, now: Date, limit: number) {
  return db
    .select({ id: rides.id, nextStepAt: rides.nextStepAt })
    .from(rides)
    .where(and(eq(rides.status, "searching"), lte(rides.nextStepAt, now)))
    .limit(limit);
}

/** Scheduled rides whose drivers are due to be asked (the lead before pickup, longer for town trips). */
export function dueScheduled(db: Db, now: Date, limit: number, schedule: ScheduleConfig) {
  const within = (leadMs: number) => new Date(now.getTime() + leadMs);
  return db
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.status, "scheduled"),
        or(
          and(lte(rides.distanceM, schedule.townTripM), lte(rides.scheduledAt, within(schedule.leadMs))),
          and(gt(rides.distanceM, schedule.townTripM), lte(rides.scheduledAt, within(schedule.townLeadMs))),
        ),
      ),
    )
    .limit(limit);
}

/** Reserved rides due for their reminder (step) or past the time to confirm (expiry). */
export function dueReservations(db: Db, now: Date, limit: number) {
  return db
    .select({ id: rides.id, nextStepAt: rides.nextStepAt, searchExpiresAt: rides.searchExpiresAt })
    .from(rides)
    .where(
      and(
        eq(rides.status, "reserved"),
        or(and(lte(rides.nextStepAt, now), isNull(rides.remindedAt)), lte(rides.searchExpiresAt, now)),
      ),
    )
    .limit(limit);
}

/** Searching rides whose time limit has passed with no pending offer. */
export function dueExpiries(db: Db, now: Date, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.status, "searching"), lte(rides.searchExpiresAt, now), noPendingOffer))
    .limit(limit);
}

/** Round trips whose driver has waited the agreed minutes at the destination. */
export function dueReturns(db: Db, now: Date, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.status, "waiting"),
        sql`${rides.waitStartedAt} + make_interval(mins => ${rides.waitMinutes}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
}

/**
 * Searching rides with "accept the best offer up to" whose first offer within the limit has waited the window
 * (the job set for it may have been lost; every accept is a compare-and-set, so running it twice is harmless).
 */
export function dueAutoAccepts(
  db: Db,
  now: Date,
  windowMs: number,
  limit: number,
): Promise<{ id: string }[]> {
  const since = new Date(now.getTime() - windowMs);
  return db
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.status, "searching"),
        sql`${rides.autoAcceptKobo} is not null`,
        sql`exists (select 1 from ${offers} where ${offers.tripId} = ${rides.id} and ${offers.status} = 'pending' and ${offers.amountKobo} <= ${rides.autoAcceptKobo} and ${offers.createdAt} <= ${since.toISOString()}::timestamptz and ${offers.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(limit);
}
