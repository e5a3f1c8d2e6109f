import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { offers, rides } from "../../db/schema/index.ts";

/** No offer is pending on the ride (a ride with one waits for it to be answered or expire). */
export const noPendingOffer = sql`not exists (${sql`select 1 from ${offers} where ${offers.rideId} = ${rides.id} and ${offers.status} = 'pending'`})`;

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
        sql`exists (select 1 from ${offers} where ${offers.rideId} = ${rides.id} and ${offers.status} = 'pending' and ${offers.amountKobo} <= ${rides.autoAcceptKobo} and ${offers.createdAt} <= ${since.toISOString()}::timestamptz and ${offers.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(limit);
}
