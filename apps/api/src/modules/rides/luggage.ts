import { LUGGAGE_UNUSED_MAX, MESSAGES, RIDE_MESSAGES } from "@campusgo/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { luggageUploads, rides } from "../../db/schema/index.ts";
import { pendingUploads } from "../../lib/pending-uploads.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";
import { registerUserFileSource, type UserFileSource } from "../users/files.ts";

/** An uploaded luggage picture no booking used within this time is deleted (the row and the file). */
export const LUGGAGE_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Luggage pictures uploaded before booking, at most LUGGAGE_UNUSED_MAX unused per rider. */
const luggage = pendingUploads(
  {
    table: luggageUploads,
    key: luggageUploads.key,
    userId: luggageUploads.userId,
    usedBy: luggageUploads.rideId,
    createdAt: luggageUploads.createdAt,
    row: (key, userId) => ({ key, userId }),
    use: (rideId) => ({ rideId }),
  },
  {
    ttlMs: LUGGAGE_UPLOAD_TTL_MS,
    max: LUGGAGE_UNUSED_MAX,
    limitMessage: RIDE_MESSAGES.luggageUploadLimit,
    notImageMessage: MESSAGES.uploadLuggageImage,
  },
);

/** Refuses before a picture is read when the rider already has the most unused ones (no body read, no work). */
export const assertLuggageUploadAllowed = (db: Db, userId: string, now = new Date()) =>
  luggage.assertAllowed(db, userId, now);

/** Stores a luggage picture for the rider (re-encoded, EXIF dropped); the key is theirs to book with. */
export const storeLuggagePhoto = (db: Db, dataDir: string, userId: string, buffer: Buffer) =>
  luggage.store(db, dataDir, userId, buffer);

/** Ties an upload to a ride; only the rider's own, unused upload qualifies. */
export const claimLuggagePhoto = (tx: Db, userId: string, key: string, rideId: string) =>
  luggage.use(tx, userId, key, rideId);

/** Deletes luggage pictures never attached to a ride and older than the TTL. */
export const deleteStaleLuggageUploads = (db: Db, dataDir: string, now = new Date()) =>
  luggage.deleteStale(db, dataDir, now);

/** Every luggage picture of a user: uploads (used or not) and the pictures on rides they booked. */
const luggageFileSource: UserFileSource = async (db, userId) => {
  const uploads = await luggage.keysOf(db, userId);
  const onRides = await db
    .select({ key: rides.luggagePhotoKey })
    .from(rides)
    .where(and(eq(rides.riderId, userId), isNotNull(rides.luggagePhotoKey)));
  return [...uploads, ...onRides.map((r) => r.key)];
};

/** Inside the deletion transaction: the upload rows go; rides kept for the driver's history lose the picture. */
const luggageEraser: UserEraser = async (tx, userId) => {
  await luggage.forget(tx, userId);
  await tx
    .update(rides)
    .set({ luggagePhotoKey: null })
    .where(and(eq(rides.riderId, userId), isNotNull(rides.luggagePhotoKey)));
};

/** Hooks luggage pictures into account deletion (idempotent). */
export function eraseLuggageOnAccountDeletion(): void {
  registerUserFileSource(luggageFileSource);
  registerUserEraser(luggageEraser);
}
