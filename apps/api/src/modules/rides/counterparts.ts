import { and, eq, exists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { offers, rides, tripDispatches } from "../../db/schema/index.ts";

/**
 * Whether `viewerId` deals with `otherId` through a ride, so may see their pictures (profile and vehicle):
 * a rider sees the driver of their ride and drivers who offered on it; a driver sees the rider of a ride they
 * drive, offered on, or whose request was sent to them. Riders never see drivers a request was only sent to.
 */
export async function dealsWith(db: Db, viewerId: string, otherId: string): Promise<boolean> {
  const offeredBy = (driverId: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(offers)
        .where(and(eq(offers.tripId, rides.id), eq(offers.driverId, driverId))),
    );
  const sentTo = (driverId: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(tripDispatches)
        .where(and(eq(tripDispatches.tripId, rides.id), eq(tripDispatches.driverId, driverId))),
    );
  const [related] = await db
    .select({ one: sql`1` })
    .from(rides)
    .where(
      or(
        and(eq(rides.riderId, viewerId), or(eq(rides.driverId, otherId), offeredBy(otherId))),
        and(
          eq(rides.riderId, otherId),
          or(eq(rides.driverId, viewerId), offeredBy(viewerId), sentTo(viewerId)),
        ),
      ),
    )
    .limit(1);
  return related !== undefined;
}
