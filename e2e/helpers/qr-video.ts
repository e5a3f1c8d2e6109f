import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

const WIDTH = 640;
const HEIGHT = 480;
/** Modules of light border round the code, as the QR standard asks. */
const QUIET_ZONE = 4;
/** Video-range luma: black and white as a camera sees a phone's screen. */
const DARK = 16;
const LIGHT = 235;

/**
 * The luma plane of a 640x480 picture of `text`'s QR code: its modules with a quiet zone, each module a square of
 * whole pixels, centred on a light background.
 */
export function qrLuma(text: string): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const span = modules.size + 2 * QUIET_ZONE;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.85) / span);
  const left = Math.floor((WIDTH - span * scale) / 2);
  const top = Math.floor((HEIGHT - span * scale) / 2);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(LIGHT);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const y0 = top + (row + QUIET_ZONE) * scale;
      const x0 = left + (col + QUIET_ZONE) * scale;
      for (let y = y0; y < y0 + scale; y++) luma.fill(DARK, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  }
  return luma;
}

/**
 * Writes `file`: a short Y4M video (4:2:0, grey chroma) of `text`'s QR code held still, which Chromium plays as
 * its camera with --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file> (looping it).
 */
export function writeQrVideo(file: string, text: string, frames = 5): void {
  const luma = qrLuma(text);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** A PNG photo of `text`'s QR code, for a file input. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: "png", margin: QUIET_ZONE, scale: 8, errorCorrectionLevel: "M" });
}
