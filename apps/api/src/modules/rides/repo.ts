import { DRIVER_ACTIVE_STATUSES, RIDER_ACTIVE_STATUSES, type RideStatus } from "@campusgo/domain";
import { and, desc, eq, inArray, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Ride, rides, tripDispatches } from "../../db/schema/index.ts";
import { newTrip } from "../trips/repo.ts";

export type NewRide = typeof rides.$inferInsert;
/** Columns a change may set. Not the status: only transitionRide (./transition.ts) moves it. */
export type RidePatch = Partial<Omit<NewRide, "id" | "riderId" | "createdAt" | "status">>;

/** A new ride, in `tx`: a trip of kind "ride" first (its identity), then the ride's row with its id. */
export async function insertRide(tx: Db, values: Omit<NewRide, "id">): Promise<Ride> {
  const id = await newTrip(tx, "ride", values.createdAt ?? undefined);
  const [row] = await tx
    .insert(rides)
    .values({ ...values, id })
    .returning();
  if (!row) throw new Error("ride not created");
  return row;
}

export async function findRide(db: Db, id: string): Promise<Ride | undefined> {
  const [row] = await db.select().from(rides).where(eq(rides.id, id)).limit(1);
  return row;
}

/** Reads a ride and locks it until the transaction ends. */
export async function lockRide(tx: Db, id: string, mode: "update" | "share"): Promise<Ride | undefined> {
  const [row] = await tx.select().from(rides).where(eq(rides.id, id)).for(mode).limit(1);
  return row;
}

/**
 * A compare-and-set that keeps the status: UPDATE rides SET ... WHERE id = $1 AND status = $expected [AND extra]
 * RETURNING * (widening a search). Undefined when another change won the race (or the guard did not hold).
 */
export async function casRide(
  db: Db,
  id: string,
  expected: RideStatus,
  patch: RidePatch,
  extra?: SQL,
): Promise<Ride | undefined> {
  const [row] = await db
    .update(rides)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(rides.id, id), eq(rides.status, expected), extra))
    .returning();
  return row;
}

export async function activeRideOfRider(db: Db, riderId: string): Promise<Ride | undefined> {
  const [row] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.riderId, riderId), inArray(rides.status, [...RIDER_ACTIVE_STATUSES])))
    .limit(1);
  return row;
}

export async function activeRideOfDriver(db: Db, driverId: string): Promise<Ride | undefined> {
  const [row] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.driverId, driverId), inArray(rides.status, [...DRIVER_ACTIVE_STATUSES])))
    .limit(1);
  return row;
}

export function listRidesOf(
  db: Db,
  who: { riderId: string } | { driverId: string },
  statuses: readonly RideStatus[],
  limit: number,
  before?: Date,
): Promise<Ride[]> {
  const owner = "riderId" in who ? eq(rides.riderId, who.riderId) : eq(rides.driverId, who.driverId);
  return db
    .select()
    .from(rides)
    .where(and(owner, inArray(rides.status, [...statuses]), before ? lt(rides.createdAt, before) : undefined))
    .orderBy(desc(rides.createdAt), desc(rides.id))
    .limit(limit);
}

/** Whether the ride's request was sent to this driver. */
export async function wasDispatchedTo(db: Db, rideId: string, driverId: string) {
  const [row] = await db
    .select()
    .from(tripDispatches)
    .where(and(eq(tripDispatches.tripId, rideId), eq(tripDispatches.driverId, driverId)))
    .limit(1);
  return row;
}
