import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ImageWidth, LIMITS } from "@campusgo/domain/constants";
import type { FastifyReply } from "fastify";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import sharp from "sharp";
import { AppError } from "./errors.ts";
import { deleteSizedCopies, sizedCopy } from "./image-sizes.ts";

export const IMAGE_LIMITS = {
  maxBytes: LIMITS.kycMaxImageBytes,
  /** Decompression-bomb guard: no image above 40 megapixels is decoded. */
  maxPixels: 40_000_000,
  /** Stored images are scaled down to fit this box. */
  maxDimension: 2048,
} as const;

export const UPLOAD_MESSAGES = {
  type: "Only JPG or PNG images are allowed",
  size: "Each image must be 5 MB or smaller",
  pixels: "This image is too large. Please upload a smaller picture",
  unreadable: "This file could not be read as an image",
} as const;

export type ImageMime = "image/jpeg" | "image/png";

export interface StoredImage {
  /** Random server-side name, e.g. "0b/0b6e4f...-....jpg". Never derived from the client's file name. */
  key: string;
  mime: ImageMime;
  width: number;
  height: number;
  bytes: number;
}

const EXTENSION: Record<ImageMime, string> = { "image/jpeg": "jpg", "image/png": "png" };

export const uploadsDir = (dataDir: string) => join(dataDir, "uploads");

/** Where a key lives on disk; keys are checked so a stored name can never climb out of the folder. */
export function uploadPath(dataDir: string, key: string): string {
  if (!/^[0-9a-f]{2}\/[0-9a-f-]{36}\.(jpg|png)$/.test(key)) throw new AppError("not_found", "File not found");
  return join(uploadsDir(dataDir), key);
}

/**
 * Checks an uploaded image by its bytes (magic numbers, size, pixel count), re-encodes it (which drops EXIF,
 * including location) and stores it under a random name in DATA_DIR/uploads.
 */
export async function storeImage(
  dataDir: string,
  buffer: Buffer,
  allowed: readonly ImageMime[] = ["image/jpeg", "image/png"],
): Promise<StoredImage> {
  if (buffer.length > IMAGE_LIMITS.maxBytes) throw new AppError("payload_too_large", UPLOAD_MESSAGES.size);
  return encodeAndStore(dataDir, buffer, (await fileTypeFromBuffer(buffer))?.mime, allowed);
}

/** The same checks and re-encoding for an upload streamed to a file, which is never read whole into memory. */
export async function storeImageFile(
  dataDir: string,
  path: string,
  allowed: readonly ImageMime[] = ["image/jpeg", "image/png"],
): Promise<StoredImage> {
  if ((await stat(path)).size > IMAGE_LIMITS.maxBytes) {
    throw new AppError("payload_too_large", UPLOAD_MESSAGES.size);
  }
  return encodeAndStore(dataDir, path, (await fileTypeFromFile(path))?.mime, allowed);
}

async function encodeAndStore(
  dataDir: string,
  source: Buffer | string,
  detected: string | undefined,
  allowed: readonly ImageMime[],
): Promise<StoredImage> {
  const mime = detected as ImageMime | undefined;
  if (!mime || !allowed.includes(mime)) throw new AppError("unsupported_media_type", UPLOAD_MESSAGES.type);
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(source, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: "error" })
      .rotate()
      .resize({
        width: IMAGE_LIMITS.maxDimension,
        height: IMAGE_LIMITS.maxDimension,
        fit: "inside",
        withoutEnlargement: true,
      });
    output = await (mime === "image/png"
      ? image.png({ compressionLevel: 8 })
      : image.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new AppError("payload_too_large", UPLOAD_MESSAGES.pixels);
    throw new AppError("bad_request", UPLOAD_MESSAGES.unreadable);
  }
  const id = randomUUID();
  const key = `${id.slice(0, 2)}/${id}.${EXTENSION[mime]}`;
  const path = uploadPath(dataDir, key);
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, output.data, { mode: 0o600 });
  return { key, mime, width: output.info.width, height: output.info.height, bytes: output.data.length };
}

/** Removes a stored file and its sized copies. */
export async function deleteUpload(dataDir: string, key: string): Promise<void> {
  const path = uploadPath(dataDir, key);
  await Promise.all([rm(path, { force: true }), deleteSizedCopies(path, uploadsDir(dataDir))]);
}

/**
 * Sends a stored file privately: never cached by shared caches, never sniffed as another type. With a width,
 * a copy scaled down to it is sent instead (made on first ask).
 */
export async function sendUpload(
  reply: FastifyReply,
  dataDir: string,
  key: string,
  width?: ImageWidth,
): Promise<FastifyReply> {
  const stored = uploadPath(dataDir, key);
  const path = width ? await sizedCopy(stored, uploadsDir(dataDir), width) : stored;
  const info = await stat(path).catch(() => undefined);
  if (!info) throw new AppError("not_found", "File not found");
  return reply
    .header("content-type", key.endsWith(".png") ? "image/png" : "image/jpeg")
    .header("content-length", info.size)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, max-age=3600")
    .header("content-disposition", "inline")
    .send(createReadStream(path));
}
