import type { TripKind } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "../../db/client.ts";
import { deliveries, rides, trips } from "../../db/schema/index.ts";

/** A new trip's identity, in `tx`: the id its kind's row takes. */
export async function newTrip(tx: Db, kind: TripKind, at = new Date()): Promise<string> {
  const id = uuidv7();
  await tx.insert(trips).values({ id, kind, createdAt: at });
  return id;
}

/** The kind of a trip, if there is one with this id. */
export async function kindOf(db: Db, id: string): Promise<TripKind | undefined> {
  const [row] = await db.select({ kind: trips.kind }).from(trips).where(eq(trips.id, id)).limit(1);
  return row?.kind as TripKind | undefined;
}

/**
 * A trip of any kind as its notices name it: who booked it (the rider or the sender), its driver, where it goes
 * from and to, and when (the time booked for, else when it was booked), with the page its booker follows it on.
 */
export interface TripSummary {
  kind: TripKind;
  id: string;
  bookerId: string;
  driverId: string | null;
  pickupName: string;
  destName: string;
  at: Date;
  link: string;
}

const byKind: Record<TripKind, ((db: Db, id: string) => Promise<TripSummary | undefined>) | undefined> = {
  async ride(db, id) {
    const [r] = await db
      .select({
        bookerId: rides.riderId,
        driverId: rides.driverId,
        pickupName: rides.pickupName,
        destName: rides.destName,
        scheduledAt: rides.scheduledAt,
        createdAt: rides.createdAt,
      })
      .from(rides)
      .where(eq(rides.id, id))
      .limit(1);
    if (!r) return undefined;
    const link = `/dashboard/my-bookings/${encodeURIComponent(id)}`;
    return { kind: "ride", id, ...r, at: r.scheduledAt ?? r.createdAt, link };
  },
  async delivery(db, id) {
    const [d] = await db
      .select({
        bookerId: deliveries.senderId,
        driverId: deliveries.driverId,
        pickupName: deliveries.pickupName,
        destName: deliveries.dropoffName,
        scheduledAt: deliveries.scheduledAt,
        createdAt: deliveries.createdAt,
      })
      .from(deliveries)
      .where(eq(deliveries.id, id))
      .limit(1);
    if (!d) return undefined;
    const link = `/dashboard/deliveries/${encodeURIComponent(id)}`;
    return { kind: "delivery", id, ...d, at: d.scheduledAt ?? d.createdAt, link };
  },
  // A line's run has no one booker: its seats are each a rider's.
  shuttle_run: undefined,
};

/** The trip with this id, of whichever kind, as notices name it; undefined for no such trip (or a line's run). */
export async function tripSummary(db: Db, id: string): Promise<TripSummary | undefined> {
  const kind = await kindOf(db, id);
  return kind ? byKind[kind]?.(db, id) : undefined;
}
