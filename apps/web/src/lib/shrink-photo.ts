/** The longest side of a photo sent as proof; a phone's camera takes far more than a check needs. */
const MAX_SIDE = 1600;
const QUALITY = 0.82;
/** A JPEG or PNG this small and within MAX_SIDE is sent as it is. */
const SMALL_BYTES = 1_500_000;

/**
 * A photo from the camera made small enough to send over a weak network and keep in the offline queue: at most
 * MAX_SIDE pixels on its longest side, as a JPEG, turned upright. Anything the browser cannot decode is given
 * back as it is (the server says what is wrong with it).
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return photo;
  try {
    const bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && photo.size <= SMALL_BYTES && /^image\/(jpeg|png)$/.test(photo.type)) {
      bitmap.close();
      return photo;
    }
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const small = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
    return small ?? photo;
  } catch {
    return photo;
  }
}
