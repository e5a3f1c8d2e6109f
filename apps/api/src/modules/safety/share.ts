import {
  SAFETY_MESSAGES,
  SHAREABLE_RIDE_STATUSES,
  splitFullName,
  TRIP_SHARE_MINUTES_AFTER,
  type TripShareView,
} from "@campusgo/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Ride, type TripShare, tripShares, type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
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

/** The text a trusted contact gets: who shares, and the link last so nothing sticks to it. */
export const shareText = (firstName: string, url: string) =>
  `CampusGo: ${firstName} is sharing a ride with you. Follow it live (driver, plate, position): ${url}`;

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

/** The ride's share row, made on first use (racers make one: the trip is its key). */
async function ensureShare(deps: SafetyDeps, ride: Ride): Promise<{ share: TripShare; url: string }> {
  const token = tripShareToken(deps.config.sessionSecret, ride.id);
  await deps.db
    .insert(tripShares)
    .values({ tripId: ride.id, userId: ride.riderId, tokenHash: shareTokenHash(token) })
    .onConflictDoNothing({ target: tripShares.tripId });
  const [share] = await deps.db.select().from(tripShares).where(eq(tripShares.tripId, ride.id)).limit(1);
  if (!share) throw new Error("trip share not stored");
  return { share, url: shareUrl(deps.config.publicUrl, token) };
}

const firstNameOf = (user: Pick<User, "firstName" | "fullName">) =>
  user.firstName?.trim() || splitFullName(user.fullName).firstName || "Someone";

/**
 * Texts the link to the rider's trusted contacts, once per trip: `textedAt` is claimed with a compare-and-set,
 * so two requests, a request and the night subscriber, or two instances text them once. Answers how many were
 * texted (0 when they already had it); nothing is claimed while the rider has no contacts.
 */
async function textContacts(
  deps: SafetyDeps,
  ride: Ride,
  url: string,
  now: Date,
): Promise<{ count: number; textedAt: Date | null }> {
  const contacts = await contactsOf(deps.db, ride.riderId);
  if (contacts.length === 0) return { count: 0, textedAt: null };
  const [claimed] = await deps.db
    .update(tripShares)
    .set({ textedAt: now })
    .where(and(eq(tripShares.tripId, ride.id), isNull(tripShares.textedAt)))
    .returning({ textedAt: tripShares.textedAt });
  if (!claimed) return { count: 0, textedAt: null };
  const [rider] = await deps.db
    .select({ firstName: users.firstName, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, ride.riderId))
    .limit(1);
  const text = shareText(rider ? firstNameOf(rider) : "Someone", url);
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
  const { share, url } = await ensureShare(deps, ride);
  const view = (textedAt: Date | null, textedCount: number): TripShareView => ({
    url,
    textedAt: textedAt?.toISOString() ?? null,
    textedCount,
  });
  if (!input.notify) return { message: SAFETY_MESSAGES.linkReady, data: view(share.textedAt, 0) };
  if (share.textedAt) return { message: SAFETY_MESSAGES.alreadyTexted, data: view(share.textedAt, 0) };
  const texted = await textContacts(deps, ride, url, now);
  if (texted.textedAt) return { message: SAFETY_MESSAGES.texted, data: view(texted.textedAt, texted.count) };
  const [again] = await deps.db.select().from(tripShares).where(eq(tripShares.tripId, ride.id)).limit(1);
  if (again?.textedAt) return { message: SAFETY_MESSAGES.alreadyTexted, data: view(again.textedAt, 0) };
  throw new AppError("conflict", SAFETY_MESSAGES.noContacts);
}

/** Makes the ride's link and texts it to the rider's contacts, unless they had it (the night subscriber). */
export async function shareRideWithContacts(deps: SafetyDeps, ride: Ride, now: Date): Promise<number> {
  if (!isShareable(ride.status)) return 0;
  const { share, url } = await ensureShare(deps, ride);
  if (share.textedAt) return 0;
  return (await textContacts(deps, ride, url, now)).count;
}

/** The ride a share link's token names, with its share, if any (another shape of token costs no query). */
export async function sharedRideOfToken(
  db: Db,
  token: string,
): Promise<{ share: TripShare; ride: Ride } | undefined> {
  if (!isShareToken(token)) return undefined;
  const [share] = await db
    .select()
    .from(tripShares)
    .where(eq(tripShares.tokenHash, shareTokenHash(token)))
    .limit(1);
  if (!share) return undefined;
  const ride = await findRide(db, share.tripId);
  return ride ? { share, ride } : undefined;
}
