import { DELIVERY_MESSAGES } from "@campusgo/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveries, handoverProofs } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { deleteUpload, storeImage } from "../../lib/uploads.ts";
import type { HandoverPurpose } from "../trips/handover.ts";
import { registerUserFileSource, type UserFileSource } from "../users/files.ts";

/**
 * The driver's photo at a hand-over, checked by its bytes (JPG or PNG, 5 MB, pixel count) and re-encoded without
 * EXIF before anything else happens; the caller deletes it again when the hand-over is refused.
 */
export async function storeProofPhoto(dataDir: string, photo: Buffer | undefined): Promise<string> {
  if (!photo || photo.length === 0) throw new AppError("bad_request", DELIVERY_MESSAGES.proofPhotoRequired);
  try {
    return (await storeImage(dataDir, photo)).key;
  } catch (error) {
    if (error instanceof AppError && error.code === "unsupported_media_type") {
      throw new AppError("unsupported_media_type", DELIVERY_MESSAGES.photoNotImage);
    }
    throw error;
  }
}

/** A photo stored for a hand-over that did not happen. */
export const dropProofPhoto = (dataDir: string, key: string) => deleteUpload(dataDir, key).catch(() => {});

/** Records a hand-over's proof in `tx` (once per trip and purpose). */
export async function recordProof(
  tx: Db,
  proof: {
    tripId: string;
    purpose: HandoverPurpose;
    photoKey: string;
    at: Date;
    confirmedAt: Date;
    lat: number | null;
    lon: number | null;
    receivedBy: string;
    queued: boolean;
  },
): Promise<void> {
  await tx.insert(handoverProofs).values(proof);
}

/** The photo of a hand-over's proof, if it was made. */
export async function proofPhotoKey(db: Db, tripId: string, purpose: string): Promise<string | undefined> {
  const [row] = await db
    .select({ photoKey: handoverProofs.photoKey })
    .from(handoverProofs)
    .where(and(eq(handoverProofs.tripId, tripId), eq(handoverProofs.purpose, purpose)))
    .limit(1);
  return row?.photoKey;
}

/**
 * The proof photos of a user's deliveries as sender (they go with the account, as the delivery does); a driver's
 * photos of other people's parcels stay with those deliveries.
 */
const proofPhotoSource: UserFileSource = async (db, userId) => {
  const own = db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.senderId, userId));
  const rows = await db
    .select({ key: handoverProofs.photoKey })
    .from(handoverProofs)
    .where(inArray(handoverProofs.tripId, own));
  return rows.map((r) => r.key);
};

/** Hooks hand-over photos into account deletion (idempotent). */
export function eraseProofPhotosOnAccountDeletion(): void {
  registerUserFileSource(proofPhotoSource);
}
