import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type PushSubscriptionRow, pushSubscriptions, tripDispatches } from "../../db/schema/index.ts";

export interface NewPushSubscription {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
}

/**
 * Keeps one subscription per browser session: a new one replaces the session's old one, and an endpoint another
 * session held moves to this one (the same browser signed in again, or as someone else).
 */
export async function saveSubscription(db: Db, input: NewPushSubscription): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.sessionId, input.sessionId)),
      );
    await tx
      .insert(pushSubscriptions)
      .values({ ...input, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.sessionId,
        set: {
          userId: input.userId,
          endpoint: input.endpoint,
          p256dh: input.p256dh,
          auth: input.auth,
          expiresAt: input.expiresAt,
          updatedAt: now,
        },
      });
  });
}

export async function deleteSessionSubscription(db: Db, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** A subscription the push service said is gone (404, 410): only that row, if it still names that endpoint. */
export async function deleteGoneSubscription(db: Db, id: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteUserSubscriptions(db: Db, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export interface RequestTarget {
  subscription: PushSubscriptionRow;
  /** How far the pickup is from this driver, as their request shows it. */
  distanceToPickupM: number;
}

/** The subscriptions of the drivers a ride's request went to, with each driver's distance to the pickup. */
export async function requestTargets(
  db: Db,
  rideId: string,
  driverIds: readonly string[],
  onlyIds?: readonly string[],
): Promise<RequestTarget[]> {
  if (driverIds.length === 0) return [];
  const rows = await db
    .select({ subscription: pushSubscriptions, distanceToPickupM: tripDispatches.distanceToPickupM })
    .from(pushSubscriptions)
    .innerJoin(
      tripDispatches,
      and(eq(tripDispatches.driverId, pushSubscriptions.userId), eq(tripDispatches.tripId, rideId)),
    )
    .where(
      and(
        inArray(pushSubscriptions.userId, [...driverIds]),
        onlyIds ? inArray(pushSubscriptions.id, [...onlyIds]) : undefined,
      ),
    );
  return rows;
}
