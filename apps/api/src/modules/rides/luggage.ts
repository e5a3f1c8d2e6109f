import { MESSAGES } from "@campusgo/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { luggageUploads } from "../../db/schema/index.ts";
import { AppError, isAppError } from "../../lib/errors.ts";
import { storeImage } from "../../lib/uploads.ts";

/** Stores a luggage picture for the rider (re-encoded, EXIF dropped); the key is theirs to book with. */
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
  await db.insert(luggageUploads).values({ key, userId });
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
