import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveries, type Ride, rides, trips, type User } from "../../db/schema/index.ts";

/** Who pays a trip and who drives it, whatever its kind; the ride itself when it is one (for its price note). */
export interface TripParties {
  payerId: string;
  driverId: string | null;
  ride: Ride | null;
}

/** The trip's payer and driver (a ride's rider, a delivery's sender); undefined for no such trip. */
export async function tripParties(db: Db, tripId: string): Promise<TripParties | undefined> {
  const [row] = await db
    .select({ ride: rides, senderId: deliveries.senderId, deliveryDriverId: deliveries.driverId })
    .from(trips)
    .leftJoin(rides, eq(rides.id, trips.id))
    .leftJoin(deliveries, eq(deliveries.id, trips.id))
    .where(eq(trips.id, tripId))
    .limit(1);
  if (row?.ride) return { payerId: row.ride.riderId, driverId: row.ride.driverId, ride: row.ride };
  if (row?.senderId) return { payerId: row.senderId, driverId: row.deliveryDriverId, ride: null };
  return undefined;
}

/** The trip's parties if `user` is one of them (its payer or its driver); undefined for anyone else. */
export async function tripOfParty(db: Db, tripId: string, user: User): Promise<TripParties | undefined> {
  const parties = await tripParties(db, tripId);
  return parties && (parties.payerId === user.id || parties.driverId === user.id) ? parties : undefined;
}
