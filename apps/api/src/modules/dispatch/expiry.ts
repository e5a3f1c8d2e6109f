import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { offers, type Ride, rides } from "../../db/schema/index.ts";

/**
 * Searching rides nobody was accepted on in time become "expired" (compare-and-set on the status). A ride with
 * a pending offer waits: the offer expires on its own first.
 */
export function expireSearchingRides(db: Db, now: Date): Promise<Ride[]> {
  const pending = db
    .select({ one: sql`1` })
    .from(offers)
    .where(and(eq(offers.rideId, rides.id), eq(offers.status, "pending")));
  return db
    .update(rides)
    .set({ status: "expired", expiredAt: now, nextStepAt: null, updatedAt: now })
    .where(and(eq(rides.status, "searching"), lte(rides.searchExpiresAt, now), sql`not exists (${pending})`))
    .returning();
}
