import {
  DELIVERY_ACTIVE_MAX,
  DELIVERY_DRIVER_ACTIVE,
  FINAL_DELIVERY_STATUSES,
  SENDER_ACTIVE_DELIVERY_STATUSES,
} from "@campusgo/domain";
import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type Delivery,
  deliveries,
  type NewDelivery,
  tripDispatches,
  type User,
  users,
} from "../../db/schema/index.ts";
import { newTrip } from "../trips/repo.ts";
import { type DeliveryChange, logDeliveryBooking } from "./transition.ts";

/** Columns a change may set. Not the status: only transitionDelivery (./transition.ts) moves it. */
export type DeliveryPatch = Partial<Omit<NewDelivery, "id" | "senderId" | "createdAt" | "status">>;

/** A new delivery's columns; its id (the trip's) and its link's hash come with the trip. */
export type DeliveryValues = Omit<NewDelivery, "id" | "shareTokenHash" | "createdAt" | "updatedAt">;

/**
 * A new delivery, in `tx`: a trip of kind "delivery" first (its identity), then the delivery's row with its id
 * and the hash of its tracking link's token (made from the id), then the booking's event row.
 */
export async function insertDelivery(
  tx: Db,
  values: DeliveryValues,
  e: { shareTokenHashOf: (id: string) => string; at: Date },
): Promise<DeliveryChange> {
  const id = await newTrip(tx, "delivery", e.at);
  const [row] = await tx
    .insert(deliveries)
    .values({ ...values, id, shareTokenHash: e.shareTokenHashOf(id), createdAt: e.at, updatedAt: e.at })
    .returning();
  if (!row) throw new Error("delivery not created");
  return logDeliveryBooking(tx, row, { actorId: values.senderId, at: e.at });
}

/**
 * The first of the sender's DELIVERY_ACTIVE_MAX slots no active delivery of theirs holds, or null when all are
 * held. The sender's row is locked until `tx` ends, so their bookings sent at once take turns (the unique index
 * on the slots refuses a second holder all the same).
 */
export async function freeActiveSlot(tx: Db, senderId: string): Promise<number | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, senderId)).for("update");
  const held = await tx
    .select({ slot: deliveries.activeSlot })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.senderId, senderId),
        inArray(deliveries.status, [...SENDER_ACTIVE_DELIVERY_STATUSES]),
      ),
    );
  const taken = new Set(held.map((r) => r.slot));
  for (let slot = 1; slot <= DELIVERY_ACTIVE_MAX; slot++) if (!taken.has(slot)) return slot;
  return null;
}

export async function findDelivery(db: Db, id: string): Promise<Delivery | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id)).limit(1);
  return row;
}

/** The delivery whose tracking link's token hashes to `hash`. */
export async function findDeliveryByShareHash(db: Db, hash: string): Promise<Delivery | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.shareTokenHash, hash)).limit(1);
  return row;
}

/** A sender's deliveries, newest first (before `before`, when given). */
/**
 * A user's deliveries, newest first: a sender's own; for a driver, those they carried to an end (delivered,
 * returned, cancelled or disputed).
 */
export function listDeliveriesOf(
  db: Db,
  user: Pick<User, "id" | "role">,
  limit: number,
  before?: Date,
): Promise<Delivery[]> {
  const whose =
    user.role === "driver"
      ? and(eq(deliveries.driverId, user.id), inArray(deliveries.status, [...FINAL_DELIVERY_STATUSES]))
      : eq(deliveries.senderId, user.id);
  return db
    .select()
    .from(deliveries)
    .where(and(whose, before ? lt(deliveries.createdAt, before) : undefined))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(limit);
}

/** A user's deliveries in progress: as sender (booked, searching or with a driver), or the one they carry. */
export function activeDeliveriesOf(db: Db, userId: string): Promise<Delivery[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      or(
        and(
          eq(deliveries.senderId, userId),
          inArray(deliveries.status, [...SENDER_ACTIVE_DELIVERY_STATUSES]),
        ),
        and(eq(deliveries.driverId, userId), inArray(deliveries.status, [...DELIVERY_DRIVER_ACTIVE])),
      ),
    )
    .orderBy(desc(deliveries.createdAt));
}

/** The searching deliveries sent to a driver, with how far they were from the pickup when sent, newest first. */
export function requestsSentTo(db: Db, driverId: string) {
  return db
    .select({ delivery: deliveries, distanceToPickupM: tripDispatches.distanceToPickupM, sender: users })
    .from(tripDispatches)
    .innerJoin(deliveries, eq(deliveries.id, tripDispatches.tripId))
    .innerJoin(users, eq(users.id, deliveries.senderId))
    .where(and(eq(tripDispatches.driverId, driverId), eq(deliveries.status, "searching")))
    .orderBy(desc(tripDispatches.sentAt))
    .limit(50);
}
