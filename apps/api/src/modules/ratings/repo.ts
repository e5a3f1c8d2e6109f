import { and, avg, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type TripRating, tripRatings } from "../../db/schema/index.ts";

/** The rating a person gave for a trip, if any. */
export async function findRating(db: Db, rideId: string, raterId: string): Promise<TripRating | undefined> {
  const [row] = await db
    .select()
    .from(tripRatings)
    .where(and(eq(tripRatings.tripId, rideId), eq(tripRatings.raterId, raterId)));
  return row;
}

export async function insertRating(
  db: Db,
  values: { tripId: string; raterId: string; rateeId: string; stars: number; comment: string | null },
): Promise<TripRating> {
  const [row] = await db.insert(tripRatings).values(values).returning();
  if (!row) throw new Error("rating not stored");
  return row;
}

/** Average stars and how many ratings each of these people received, in one query. */
export async function ratingsOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { rating: number; count: number }>> {
  const result = new Map<string, { rating: number; count: number }>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: tripRatings.rateeId, average: avg(tripRatings.stars), total: count() })
    .from(tripRatings)
    .where(inArray(tripRatings.rateeId, [...userIds]))
    .groupBy(tripRatings.rateeId);
  for (const row of rows) {
    result.set(row.userId, { rating: Math.round(Number(row.average) * 10) / 10, count: row.total });
  }
  return result;
}
