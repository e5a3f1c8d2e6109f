import type { OfferStatus } from "@campusgo/domain";
import { and, count, desc, eq, gt, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveries, driverJobs, type Offer, offers, rides } from "../../db/schema/index.ts";

export async function findOffer(db: Db, id: string): Promise<Offer | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return row;
}

export async function insertOffer(db: Db, values: typeof offers.$inferInsert): Promise<Offer> {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error("offer not created");
  return row;
}

/** Compare-and-set on a pending offer: it leaves "pending" exactly once. */
export async function casPendingOffer(
  db: Db,
  id: string,
  to: Exclude<OfferStatus, "pending">,
  now: Date,
  extra?: SQL,
): Promise<Offer | undefined> {
  const [row] = await db
    .update(offers)
    .set({ status: to, respondedAt: now, updatedAt: now })
    .where(and(eq(offers.id, id), eq(offers.status, "pending"), extra))
    .returning();
  return row;
}

export const notExpired = (now: Date) => gt(offers.expiresAt, now);

/** Every pending offer of a trip takes `to` (lost when another was accepted; expired when the trip ended). */
export function settleTripOffers(
  db: Db,
  tripId: string,
  to: "lost" | "expired",
  now: Date,
): Promise<Offer[]> {
  return db
    .update(offers)
    .set({ status: to, respondedAt: now, updatedAt: now })
    .where(and(eq(offers.tripId, tripId), eq(offers.status, "pending")))
    .returning();
}

/** A driver's pending offers on other rides are taken back (they got a ride, or went offline). */
export function withdrawPendingOf(
  db: Db,
  driverId: string,
  now: Date,
  exceptRideId?: string,
): Promise<Offer[]> {
  return db
    .update(offers)
    .set({ status: "withdrawn", respondedAt: now, updatedAt: now })
    .where(
      and(
        eq(offers.driverId, driverId),
        eq(offers.status, "pending"),
        exceptRideId ? ne(offers.tripId, exceptRideId) : undefined,
      ),
    )
    .returning();
}

/** Pending offers whose time ran out. */
export function expireDueOffers(db: Db, now: Date): Promise<Offer[]> {
  return db
    .update(offers)
    .set({ status: "expired", respondedAt: now, updatedAt: now })
    .where(and(eq(offers.status, "pending"), lte(offers.expiresAt, now)))
    .returning();
}

/** One pending offer expires if its time has run out; otherwise says when it will. */
export async function expireOffer(
  db: Db,
  offerId: string,
  now: Date,
): Promise<{ kind: "expired"; offer: Offer } | { kind: "not_yet"; at: Date } | { kind: "settled" }> {
  const [expired] = await db
    .update(offers)
    .set({ status: "expired", respondedAt: now, updatedAt: now })
    .where(and(eq(offers.id, offerId), eq(offers.status, "pending"), lte(offers.expiresAt, now)))
    .returning();
  if (expired) return { kind: "expired", offer: expired };
  const offer = await findOffer(db, offerId);
  return offer?.status === "pending" ? { kind: "not_yet", at: offer.expiresAt } : { kind: "settled" };
}

/** When the first pending offer on a ride runs out, if any is pending. */
export async function earliestPendingExpiry(db: Db, rideId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: offers.expiresAt })
    .from(offers)
    .where(and(eq(offers.tripId, rideId), eq(offers.status, "pending")))
    .orderBy(offers.expiresAt)
    .limit(1);
  return row?.at ?? null;
}

/** A trip's offers, pending first, then newest first. */
export function listTripOffers(db: Db, tripId: string): Promise<Offer[]> {
  return db
    .select()
    .from(offers)
    .where(eq(offers.tripId, tripId))
    .orderBy(sql`(${offers.status} = 'pending') desc`, desc(offers.createdAt), desc(offers.id))
    .limit(100);
}

/** The driver's latest offer on each of the rides. */
export async function latestOffersOf(
  db: Db,
  driverId: string,
  rideIds: string[],
): Promise<Map<string, Offer>> {
  const latest = new Map<string, Offer>();
  if (rideIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.driverId, driverId), inArray(offers.tripId, rideIds)))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  for (const row of rows) if (!latest.has(row.tripId)) latest.set(row.tripId, row);
  return latest;
}

export async function countOffersOn(db: Db, rideId: string, driverId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.tripId, rideId), eq(offers.driverId, driverId)));
  return row?.n ?? 0;
}

/** The riders of the given rides. */
/** Who booked each trip, of any kind (a ride's rider, a delivery's sender), by trip id. */
export async function bookersOf(db: Db, tripIds: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (tripIds.length === 0) return map;
  const ids = [...new Set(tripIds)];
  const [rideRows, deliveryRows] = await Promise.all([
    db.select({ id: rides.id, bookerId: rides.riderId }).from(rides).where(inArray(rides.id, ids)),
    db
      .select({ id: deliveries.id, bookerId: deliveries.senderId })
      .from(deliveries)
      .where(inArray(deliveries.id, ids)),
  ]);
  for (const r of [...rideRows, ...deliveryRows]) map.set(r.id, r.bookerId);
  return map;
}

/** Whether the driver is on a trip of any kind now (their one job). */
export async function onAJob(db: Db, driverId: string): Promise<boolean> {
  const [row] = await db
    .select({ tripId: driverJobs.tripId })
    .from(driverJobs)
    .where(eq(driverJobs.driverId, driverId));
  return row !== undefined;
}

export function findOffers(db: Db, ids: readonly string[]): Promise<Offer[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(offers)
    .where(inArray(offers.id, [...ids]));
}
