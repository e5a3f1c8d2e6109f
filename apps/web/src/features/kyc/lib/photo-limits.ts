import { LIMITS } from "@campusgo/domain/constants";

const IMAGE_TYPES = new Set(["image/png", "image/jpeg"]);
const IMAGE_EXTENSION = /\.(png|jpe?g)$/i;
const MAX_MB = LIMITS.kycMaxImageBytes / (1024 * 1024);

/** The hint shown under every KYC photo picker. */
export const photoHint = (max: number) =>
  max === 1
    ? `One image, JPG or PNG, max ${MAX_MB}MB`
    : `Up to ${max} images, JPG or PNG, max ${MAX_MB}MB each`;

export const tooManyPhotosMessage = (max: number) =>
  max === 1 ? "You can upload only one image" : `You can upload at most ${max} images`;

export interface PhotoCheck {
  accepted: File[];
  errors: string[];
}

/**
 * Keeps the files that are JPG or PNG, at most 5MB, and fit within `max` next to the `current` ones;
 * every refused file gets a message that names it.
 */
export function checkPhotos(files: readonly File[], current: number, max: number): PhotoCheck {
  const accepted: File[] = [];
  const errors: string[] = [];
  let tooMany = false;
  for (const file of files) {
    const isImage = IMAGE_TYPES.has(file.type) || (file.type === "" && IMAGE_EXTENSION.test(file.name));
    if (!isImage) {
      errors.push(`"${file.name}" is not a JPG or PNG image`);
    } else if (file.size > LIMITS.kycMaxImageBytes) {
      errors.push(`"${file.name}" is larger than ${MAX_MB}MB`);
    } else if (current + accepted.length >= max) {
      tooMany = true;
    } else {
      accepted.push(file);
    }
  }
  if (tooMany) errors.push(tooManyPhotosMessage(max));
  return { accepted, errors };
}
