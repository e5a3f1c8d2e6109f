import { randomUUID } from "node:crypto";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { IMAGE_WIDTHS, type ImageWidth } from "@campusgo/domain/constants";
import sharp from "sharp";
import { z } from "zod";
import { AppError } from "./errors.ts";

export const IMAGE_WIDTH_MESSAGE = `Choose a picture width of ${IMAGE_WIDTHS.join(" or ")}`;

/**
 * The `w` query of a picture route: absent (the stored picture) or exactly one of IMAGE_WIDTHS. A repeated `w`
 * or any other width is a 400 with IMAGE_WIDTH_MESSAGE (a NUL byte never gets here: the input guard stops it).
 */
export const imageWidthQuery = z.object({
  w: z
    .unknown()
    .optional()
    .refine((w) => w === undefined || IMAGE_WIDTHS.some((width) => String(width) === w), {
      error: IMAGE_WIDTH_MESSAGE,
    })
    .transform((w) => (w === undefined ? undefined : (Number(w) as ImageWidth))),
});

/** Where the copy of a stored picture at a width lives: beside the uploads, under sized/<width>/. */
export const sizedPath = (original: string, uploads: string, width: ImageWidth) =>
  join(uploads, "sized", String(width), original.slice(uploads.length + 1));

/** Copies being looked for or made in this process, so a hundred asks at once make one copy. */
const making = new Map<string, Promise<void>>();

/**
 * The path of a copy of the picture at `original` scaled down to `width` (never up), made on first ask. It is
 * written under a temporary name and renamed into place, so a reader, another instance or a crash mid-write
 * never sees half a file.
 */
export async function sizedCopy(original: string, uploads: string, width: ImageWidth): Promise<string> {
  const target = sizedPath(original, uploads, width);
  // Looked up before anything is awaited: an ask arriving while another is checking the disk waits for it.
  let pending = making.get(target);
  if (!pending) {
    pending = (async () => {
      if (!(await exists(target))) await makeCopy(original, target, width);
    })().finally(() => making.delete(target));
    making.set(target, pending);
  }
  await pending;
  return target;
}

async function makeCopy(original: string, target: string, width: ImageWidth): Promise<void> {
  const stored = await stat(original).catch(() => undefined);
  if (!stored) throw new AppError("not_found", "File not found");
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    const image = sharp(original).resize({ width, height: width, fit: "inside", withoutEnlargement: true });
    const png = target.endsWith(".png");
    const encoded = png ? image.png({ compressionLevel: 8 }) : image.jpeg({ quality: 75, mozjpeg: true });
    const { size } = await encoded.toFile(temporary);
    // A picture already small enough can come out larger re-encoded: then the copy is the stored file.
    if (size >= stored.size) await copyFile(original, temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Removes every sized copy of a stored picture (missing copies are fine). */
export async function deleteSizedCopies(original: string, uploads: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((width) => rm(sizedPath(original, uploads, width), { force: true })));
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
