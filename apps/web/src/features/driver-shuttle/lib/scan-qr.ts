import type { Options, QRCode } from "jsqr";

/** jsQR's call: the text of the QR code found in RGBA pixels, or null. */
export type QrDecoder = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: Options,
) => QRCode | null;

/** A camera frame is read this small at most: enough for a phone screen held up to the bus's door, and quick. */
export const FRAME_SIDE = 800;
/** A still photo is tried this size first, then larger for a code small in a big picture. */
const PHOTO_SIDES = [1024, 2048] as const;

let loading: Promise<QrDecoder> | null = null;

/**
 * jsQR, fetched the first time the scanner opens, so no other page carries it; a load that failed (offline) is
 * tried again the next time.
 */
export function loadQrDecoder(): Promise<QrDecoder> {
  loading ??= import("jsqr").then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The text of the QR code in a picture's RGBA pixels, or null. Camera frames try the picture as it is (dark code
 * on a light screen), which is quick; a still photo tries it inverted too (a phone in dark mode).
 */
export function decodePixels(
  decode: QrDecoder,
  image: { data: Uint8ClampedArray; width: number; height: number },
  thorough = false,
): string | null {
  const found = decode(image.data, image.width, image.height, {
    inversionAttempts: thorough ? "attemptBoth" : "dontInvert",
  });
  return found?.data ? found.data : null;
}

/** The size to draw a picture at so its longest side is at most `side` (never enlarged). */
export function fitWithin(width: number, height: number, side: number): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws a picture onto `canvas` at most `side` pixels long and reads its pixels back. */
function pixelsOf(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
  side: number,
): ImageData | null {
  const size = fitWithin(width, height, side);
  if (canvas.width !== size.width) canvas.width = size.width;
  if (canvas.height !== size.height) canvas.height = size.height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, size.width, size.height);
  return context.getImageData(0, 0, size.width, size.height);
}

/** The QR code's text in the video's current frame, or null (no frame yet, or no code in it). */
export function decodeVideoFrame(
  decode: QrDecoder,
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
): string | null {
  if (video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth || !video.videoHeight) return null;
  const pixels = pixelsOf(canvas, video, video.videoWidth, video.videoHeight, FRAME_SIDE);
  return pixels ? decodePixels(decode, pixels) : null;
}

/**
 * The QR code's text in a still photo, or null: read upright, small first and larger if nothing is found.
 * Throws when the browser cannot open the picture.
 */
export async function decodePhoto(decode: QrDecoder, photo: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
  try {
    const canvas = document.createElement("canvas");
    for (const side of PHOTO_SIDES) {
      const pixels = pixelsOf(canvas, bitmap, bitmap.width, bitmap.height, side);
      const text = pixels ? decodePixels(decode, pixels, true) : null;
      if (text) return text;
      if (Math.max(bitmap.width, bitmap.height) <= side) break;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
