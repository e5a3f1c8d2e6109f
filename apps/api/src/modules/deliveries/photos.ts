import { DELIVERY_MESSAGES, PARCEL_PHOTO_UNUSED_MAX } from "@campusgo/domain";
import type { Db } from "../../db/client.ts";
import { parcelPhotos } from "../../db/schema/index.ts";
import { pendingUploads } from "../../lib/pending-uploads.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";
import { registerUserFileSource, type UserFileSource } from "../users/files.ts";

/** A parcel photo no booking used within this time is deleted (the row and the file). */
export const PARCEL_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Parcel photos, uploaded before booking (POST /api/deliveries/photos): checked by their bytes (JPG or PNG, 5 MB,
 * pixel count), re-encoded without EXIF, at most PARCEL_PHOTO_UNUSED_MAX unused per sender, and a delivery takes
 * only its own sender's unused one. Served only to the sender, the assigned driver and admins (./routes.ts).
 */
export const parcelPhotoUploads = pendingUploads(
  {
    table: parcelPhotos,
    key: parcelPhotos.key,
    userId: parcelPhotos.userId,
    usedBy: parcelPhotos.deliveryId,
    createdAt: parcelPhotos.createdAt,
    row: (key, userId) => ({ key, userId }),
    use: (deliveryId) => ({ deliveryId }),
  },
  {
    ttlMs: PARCEL_PHOTO_TTL_MS,
    max: PARCEL_PHOTO_UNUSED_MAX,
    limitMessage: DELIVERY_MESSAGES.photoUploadLimit,
    notImageMessage: DELIVERY_MESSAGES.photoNotImage,
  },
);

/** Deletes parcel photos never booked with and older than the TTL (housekeeping). */
export const deleteStaleParcelPhotos = (db: Db, dataDir: string, now = new Date()) =>
  parcelPhotoUploads.deleteStale(db, dataDir, now);

/** Every parcel photo of a user: their uploads, used or not (a delivery's photo is one of them). */
const parcelPhotoSource: UserFileSource = (db, userId) => parcelPhotoUploads.keysOf(db, userId);

/** Inside the deletion transaction: the upload rows go (their files with them, by the source above). */
const parcelPhotoEraser: UserEraser = (tx, userId) => parcelPhotoUploads.forget(tx, userId);

/** Hooks parcel photos into account deletion (idempotent). */
export function eraseParcelPhotosOnAccountDeletion(): void {
  registerUserFileSource(parcelPhotoSource);
  registerUserEraser(parcelPhotoEraser);
}
