import { LUGGAGE_UNUSED_MAX, MESSAGES, RIDE_MESSAGES } from "@campusgo/domain";
import { and, asc, eq, gte, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { luggageUploads, rides, users } from "../../db/schema/index.ts";
import { AppError, isAppError } from "../../lib/errors.ts";
import { deleteUpload, storeImage } from "../../lib/uploads.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";
import { registerUserFileSource, type UserFileSource } from "../users/files.ts";

/** An uploaded luggage picture no booking used within this time is deleted (the row and the file). */
export const LUGGAGE_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** The rider's pictures of the last day not on a ride, oldest first. */
function unusedUploads(db: Db, userId: string, now: Date) {
  return db
    .select({ createdAt: luggageUploads.createdAt })
    .from(luggageUploads)
    .where(
      and(
        eq(luggageUploads.userId, userId),
        isNull(luggageUploads.rideId),
        gte(luggageUploads.createdAt, new Date(now.getTime() - LUGGAGE_UPLOAD_TTL_MS)),
      ),
    )
    .orderBy(asc(luggageUploads.createdAt));
}

/** The refusal once the rider has LUGGAGE_UNUSED_MAX unused pictures: until the oldest is a day old. */
function limitReached(oldest: Date | undefined, now: Date): AppError {
  const freeAt = (oldest?.getTime() ?? now.getTime()) + LUGGAGE_UPLOAD_TTL_MS;
  return new AppError("too_many_requests", RIDE_MESSAGES.luggageUploadLimit, {
    retryAfter: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
  });
}

/** Refuses before a picture is read when the rider already has the most unused ones (no body read, no work). */
export async function assertLuggageUploadAllowed(db: Db, userId: string, now = new Date()): Promise<void> {
  const unused = await unusedUploads(db, userId, now);
  if (unused.length >= LUGGAGE_UNUSED_MAX) throw limitReached(unused[0]?.createdAt, now);
}

/**
 * Stores a luggage picture for the rider (re-encoded, EXIF dropped); the key is theirs to book with. The row is
 * written with the rider's row locked and the unused pictures counted in the same transaction, so uploads sent
 * at once cannot together pass LUGGAGE_UNUSED_MAX; a refused picture's file is deleted.
 */
export async function storeLuggagePhoto(db: Db, dataDir: string, userId: string, buffer: Buffer) {
  let key: string;
  try {
    ({ key } = await storeImage(dataDir, buffer));
  } catch (error) {
    if (isAppError(error) && (error.code === "unsupported_media_type" || error.code === "bad_request")) {
      throw new AppError("unsupported_media_type", MESSAGES.uploadLuggageImage);
    }
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const unused = await unusedUploads(tx, userId, now);
      if (unused.length >= LUGGAGE_UNUSED_MAX) throw limitReached(unused[0]?.createdAt, now);
      await tx.insert(luggageUploads).values({ key, userId });
    });
  } catch (error) {
    await deleteUpload(dataDir, key);
    throw error;
  }
  return key;
}

/** Ties an upload to a ride; only the rider's own, unused upload qualifies. */
export async function claimLuggagePhoto(
  tx: Db,
  userId: string,
  key: string,
  rideId: string,
): Promise<boolean> {
  const rows = await tx
    .update(luggageUploads)
    .set({ rideId })
    .where(and(eq(luggageUploads.key, key), eq(luggageUploads.userId, userId), isNull(luggageUploads.rideId)))
    .returning({ key: luggageUploads.key });
  return rows.length === 1;
}

/**
 * Deletes luggage pictures never attached to a ride and older than the TTL. A booking claiming one at the same
 * moment either wins (the row is no longer unattached, so it stays) or finds it gone and is refused.
 */
export async function deleteStaleLuggageUploads(db: Db, dataDir: string, now = new Date()): Promise<number> {
  const rows = await db
    .delete(luggageUploads)
    .where(
      and(
        isNull(luggageUploads.rideId),
        lt(luggageUploads.createdAt, new Date(now.getTime() - LUGGAGE_UPLOAD_TTL_MS)),
      ),
    )
    .returning({ key: luggageUploads.key });
  await Promise.all(rows.map((r) => deleteUpload(dataDir, r.key).catch(() => undefined)));
  return rows.length;
}

/** Every luggage picture of a user: uploads (used or not) and the pictures on rides they booked. */
const luggageFileSource: UserFileSource = async (db, userId) => {
  const uploads = await db
    .select({ key: luggageUploads.key })
    .from(luggageUploads)
    .where(eq(luggageUploads.userId, userId));
  const onRides = await db
    .select({ key: rides.luggagePhotoKey })
    .from(rides)
    .where(and(eq(rides.riderId, userId), isNotNull(rides.luggagePhotoKey)));
  return [...uploads, ...onRides].map((r) => r.key);
};

/** Inside the deletion transaction: the upload rows go; rides kept for the driver's history lose the picture. */
const luggageEraser: UserEraser = async (tx, userId) => {
  await tx.delete(luggageUploads).where(eq(luggageUploads.userId, userId));
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
