import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { earningsHolds, rides, tripCharges } from "../../db/schema/index.ts";
import { deciderUser, driverPerson, driverUser, riderPerson, riderUser } from "./payments-repo.ts";

export const REVIEWS_PAGE_SIZE = 50;

/** Trips under review (open: the oldest first) or decided (the newest decision first), with their people. */
export async function listReviews(
  db: Db,
  filter: { status: "open" | "decided"; page: number; rideId?: string },
) {
  const open = filter.status === "open";
  return db
    .select({
      hold: earningsHolds,
      ride: rides,
      charge: tripCharges,
      rider: riderPerson,
      driver: driverPerson,
      decider: { id: deciderUser.id, fullName: deciderUser.fullName },
    })
    .from(earningsHolds)
    .innerJoin(rides, eq(rides.id, earningsHolds.tripId))
    .leftJoin(tripCharges, eq(tripCharges.tripId, earningsHolds.tripId))
    .leftJoin(riderUser, eq(riderUser.id, rides.riderId))
    .leftJoin(driverUser, eq(driverUser.id, earningsHolds.driverId))
    .leftJoin(deciderUser, eq(deciderUser.id, earningsHolds.decidedBy))
    .where(
      and(
        open ? eq(earningsHolds.status, "held") : ne(earningsHolds.status, "held"),
        filter.rideId ? eq(earningsHolds.tripId, filter.rideId) : undefined,
      ),
    )
    .orderBy(
      ...(open
        ? [asc(earningsHolds.createdAt), asc(earningsHolds.tripId)]
        : [desc(earningsHolds.decidedAt), desc(earningsHolds.tripId)]),
    )
    .limit(REVIEWS_PAGE_SIZE)
    .offset((filter.page - 1) * REVIEWS_PAGE_SIZE);
}

export async function findReviewRide(db: Db, rideId: string) {
  const [row] = await db
    .select({ ride: rides, status: earningsHolds.status })
    .from(earningsHolds)
    .innerJoin(rides, eq(rides.id, earningsHolds.tripId))
    .where(eq(earningsHolds.tripId, rideId))
    .limit(1);
  return row;
}
