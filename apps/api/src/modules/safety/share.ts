import {
  DELIVERY_DRIVER_ACTIVE,
  DELIVERY_MESSAGES,
  SAFETY_MESSAGES,
  SHAREABLE_RIDE_STATUSES,
  splitFullName,
  TRIP_SHARE_MINUTES_AFTER,
  type TripShareView,
} from "@campusgo/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type Delivery,
  type Ride,
  type TripShare,
  tripShares,
  type User,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { findDelivery } from "../deliveries/repo.ts";
import { findRide } from "../rides/repo.ts";
import { isShareToken, shareLinkToken, shareTokenHash, shareUrl } from "../trips/share-links.ts";
import { contactsOf } from "./contacts.ts";
import type { SafetyDeps } from "./deps.ts";

/** Separates these tokens from the delivery links' and anything else the secret signs. */
const PURPOSE = "campusgo:trip-share-link:v1";
export const SHARE_SMS_PURPOSE = "trip.share";

export const tripShareToken = (secret: string, tripId: string): string =>
  shareLinkToken(secret, PURPOSE, tripId);

export const isShareable = (status: Ride["status"]): boolean =>
  (SHAREABLE_RIDE_STATUSES as readonly string[]).includes(status);

/** A delivery is shared while a driver has it: on the way to the pickup, carrying it, or bringing it back. */
export const isDeliveryShareable = (status: Delivery["status"]): boolean =>
  (DELIVERY_DRIVER_ACTIVE as readonly string[]).includes(status);

/** Refused when the driver of a delivery asks for the sender's link. */
export const NOT_YOUR_DELIVERY = "Only the sender can share this delivery.";

type SharedKind = "ride" | "delivery";

/** The text a trusted contact gets: who shares, and the link last so nothing sticks to it. */
export const shareText = (firstName: string, url: string, kind: SharedKind = "ride") =>
  `CampusGo: ${firstName} is sharing a ${kind} with you. Follow it live (driver, plate, position): ${url}`;

/**
 * When a ride's link stops working: at once for a ride that did not go (cancelled, expired),
 * TRIP_SHARE_MINUTES_AFTER after it was completed, null while it goes on.
 */
export function rideLinkExpiresAt(ride: Pick<Ride, "status" | "completedAt" | "updatedAt">): Date | null {
  if (ride.status === "completed") {
    const end = ride.completedAt ?? ride.updatedAt;
    return new Date(end.getTime() + TRIP_SHARE_MINUTES_AFTER * 60_000);
  }
  if (ride.status === "cancelled" || ride.status === "expired") return new Date(0);
  return null;
}

/**
 * When a delivery's shared link stops working, as a ride's: at once for a delivery cancelled or never taken,
 * TRIP_SHARE_MINUTES_AFTER after it ended otherwise (delivered, returned, disputed), null while it goes on. The
 * recipient's tracking link of the same delivery keeps its own, longer life (decision 30).
 */
export function deliveryLinkExpiresAt(delivery: Pick<Delivery, "status" | "endedAt">): Date | null {
  if (delivery.status === "cancelled" || delivery.status === "expired") return new Date(0);
  if (!delivery.endedAt) return null;
  return new Date(delivery.endedAt.getTime() + TRIP_SHARE_MINUTES_AFTER * 60_000);
}

/** The trip a share is of, in the words of the share: its id and the traveller who shares it. */
interface SharedTrip {
  kind: SharedKind;
  id: string;
  /** The rider or the sender: their trusted contacts are texted. */
  userId: string;
}

const sharedRide = (ride: Ride): SharedTrip => ({ kind: "ride", id: ride.id, userId: ride.riderId });
const sharedDelivery = (delivery: Delivery): SharedTrip => ({
  kind: "delivery",
  id: delivery.id,
  userId: delivery.senderId,
});

/** The trip's share row, made on first use (racers make one: the trip is its key). */
async function ensureShare(deps: SafetyDeps, trip: SharedTrip): Promise<{ share: TripShare; url: string }> {
  const token = tripShareToken(deps.config.sessionSecret, trip.id);
  await deps.db
    .insert(tripShares)
    .values({ tripId: trip.id, userId: trip.userId, tokenHash: shareTokenHash(token) })
    .onConflictDoNothing({ target: tripShares.tripId });
  const [share] = await deps.db.select().from(tripShares).where(eq(tripShares.tripId, trip.id)).limit(1);
  if (!share) throw new Error("trip share not stored");
  return { share, url: shareUrl(deps.config.publicUrl, token) };
}

const firstNameOf = (user: Pick<User, "firstName" | "fullName">) =>
  user.firstName?.trim() || splitFullName(user.fullName).firstName || "Someone";

/**
 * Texts the link to the traveller's trusted contacts, once per trip: `textedAt` is claimed with a compare-and-set,
 * so two requests, a request and the night subscriber, or two instances text them once. Answers how many were
 * texted (0 when they already had it); nothing is claimed while the traveller has no contacts.
 */
async function textContacts(
  deps: SafetyDeps,
  trip: SharedTrip,
  url: string,
  now: Date,
): Promise<{ count: number; textedAt: Date | null }> {
  const contacts = await contactsOf(deps.db, trip.userId);
  if (contacts.length === 0) return { count: 0, textedAt: null };
  const [claimed] = await deps.db
    .update(tripShares)
    .set({ textedAt: now })
    .where(and(eq(tripShares.tripId, trip.id), isNull(tripShares.textedAt)))
    .returning({ textedAt: tripShares.textedAt });
  if (!claimed) return { count: 0, textedAt: null };
  const [traveller] = await deps.db
    .select({ firstName: users.firstName, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, trip.userId))
    .limit(1);
  const text = shareText(traveller ? firstNameOf(traveller) : "Someone", url, trip.kind);
  for (const contact of contacts) {
    await deps.sms.send({ to: contact.phone, text, purpose: SHARE_SMS_PURPOSE });
  }
  return { count: contacts.length, textedAt: claimed.textedAt };
}

/**
 * POST /api/rides/:id/share: the ride's link for its rider while a driver is coming or driving (the driver 403,
 * anyone else 404), and with `notify` texted to the rider's trusted contacts (once per ride).
 */
export async function shareRide(
  deps: SafetyDeps,
  user: User,
  rideId: string,
  input: { notify?: boolean | undefined },
  now = new Date(),
): Promise<{ message: string; data: TripShareView }> {
  const ride = await findRide(deps.db, rideId);
  if (!ride || (ride.riderId !== user.id && ride.driverId !== user.id)) {
    throw new AppError("not_found", SAFETY_MESSAGES.rideNotFound);
  }
  if (ride.riderId !== user.id) throw new AppError("forbidden", SAFETY_MESSAGES.notYourRide);
  if (!isShareable(ride.status)) throw new AppError("conflict", SAFETY_MESSAGES.notUnderWay);
  return shareTrip(deps, sharedRide(ride), input, now);
}

/**
 * POST /api/deliveries/:id/share: the delivery's shared link for its sender while a driver has it (the driver
 * 403, anyone else 404), and with `notify` texted to the sender's trusted contacts (once per delivery). It is a
 * link of its own, not the recipient's tracking link (decision 32).
 */
export async function shareDelivery(
  deps: SafetyDeps,
  user: User,
  deliveryId: string,
  input: { notify?: boolean | undefined },
  now = new Date(),
): Promise<{ message: string; data: TripShareView }> {
  const delivery = await findDelivery(deps.db, deliveryId);
  if (!delivery || (delivery.senderId !== user.id && delivery.driverId !== user.id)) {
    throw new AppError("not_found", DELIVERY_MESSAGES.deliveryNotFound);
  }
  if (delivery.senderId !== user.id) throw new AppError("forbidden", NOT_YOUR_DELIVERY);
  if (!isDeliveryShareable(delivery.status) || !delivery.driverId) {
    throw new AppError("conflict", SAFETY_MESSAGES.notUnderWay);
  }
  return shareTrip(deps, sharedDelivery(delivery), input, now);
}

async function shareTrip(
  deps: SafetyDeps,
  trip: SharedTrip,
  input: { notify?: boolean | undefined },
  now: Date,
): Promise<{ message: string; data: TripShareView }> {
  const { share, url } = await ensureShare(deps, trip);
  const view = (textedAt: Date | null, textedCount: number): TripShareView => ({
    url,
    textedAt: textedAt?.toISOString() ?? null,
    textedCount,
  });
  if (!input.notify) return { message: SAFETY_MESSAGES.linkReady, data: view(share.textedAt, 0) };
  if (share.textedAt) return { message: SAFETY_MESSAGES.alreadyTexted, data: view(share.textedAt, 0) };
  const texted = await textContacts(deps, trip, url, now);
  if (texted.textedAt) return { message: SAFETY_MESSAGES.texted, data: view(texted.textedAt, texted.count) };
  const [again] = await deps.db.select().from(tripShares).where(eq(tripShares.tripId, trip.id)).limit(1);
  if (again?.textedAt) return { message: SAFETY_MESSAGES.alreadyTexted, data: view(again.textedAt, 0) };
  throw new AppError("conflict", SAFETY_MESSAGES.noContacts);
}

/** Makes the ride's link and texts it to the rider's contacts, unless they had it (the night subscriber). */
export async function shareRideWithContacts(deps: SafetyDeps, ride: Ride, now: Date): Promise<number> {
  if (!isShareable(ride.status)) return 0;
  return shareWithContacts(deps, sharedRide(ride), now);
}

/** Makes the delivery's link and texts it to the sender's contacts, unless they had it (the night subscriber). */
export async function shareDeliveryWithContacts(
  deps: SafetyDeps,
  delivery: Delivery,
  now: Date,
): Promise<number> {
  if (!isDeliveryShareable(delivery.status) || !delivery.driverId) return 0;
  return shareWithContacts(deps, sharedDelivery(delivery), now);
}

async function shareWithContacts(deps: SafetyDeps, trip: SharedTrip, now: Date): Promise<number> {
  const { share, url } = await ensureShare(deps, trip);
  if (share.textedAt) return 0;
  return (await textContacts(deps, trip, url, now)).count;
}

/**
 * The trip a share link's token names, with its share, if any: a ride or a delivery its traveller shared (another
 * shape of token costs no query; a delivery's recipient link is no share and is found by the deliveries).
 */
export async function sharedTripOfToken(
  db: Db,
  token: string,
): Promise<
  | { share: TripShare; ride: Ride; delivery?: never }
  | { share: TripShare; delivery: Delivery; ride?: never }
  | undefined
> {
  if (!isShareToken(token)) return undefined;
  const [share] = await db
    .select()
    .from(tripShares)
    .where(eq(tripShares.tokenHash, shareTokenHash(token)))
    .limit(1);
  if (!share) return undefined;
  const ride = await findRide(db, share.tripId);
  if (ride) return { share, ride };
  const delivery = await findDelivery(db, share.tripId);
  return delivery ? { share, delivery } : undefined;
}
