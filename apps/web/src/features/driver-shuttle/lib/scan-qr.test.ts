import { formatBoardingQr } from "@campusgo/domain";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { decodePixels, fitWithin, loadQrDecoder } from "./scan-qr.ts";

/** A QR code as RGBA pixels: `scale` pixels a module, a quiet zone of 4 modules, dark on light or inverted. */
function qrPixels(text: string, scale = 6, inverted = false) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const side = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      const inside = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size;
      const dark = inside && modules.get(my, mx) === 1;
      const value = dark !== inverted ? 20 : 235;
      data.set([value, value, value, 255], (y * side + x) * 4);
    }
  }
  return { data, width: side, height: side };
}

const SEAT_TEXT = formatBoardingQr({ seatId: "3f2b8c1e-9d4a-4b6e-8a1f-2c3d4e5f6a7b", code: "042917" });

describe("decodePixels", () => {
  it("reads a seat's QR code as the rider's phone draws it", async () => {
    const decode = await loadQrDecoder();
    expect(decodePixels(decode, qrPixels(SEAT_TEXT))).toBe(SEAT_TEXT);
  });

  it("finds nothing in a blank picture", async () => {
    const decode = await loadQrDecoder();
    const blank = { data: new Uint8ClampedArray(120 * 120 * 4).fill(255), width: 120, height: 120 };
    expect(decodePixels(decode, blank)).toBeNull();
    expect(decodePixels(decode, blank, true)).toBeNull();
  });

  it("reads a light-on-dark code (a phone in dark mode) only when told to be thorough", async () => {
    const decode = await loadQrDecoder();
    const dark = qrPixels(SEAT_TEXT, 6, true);
    expect(decodePixels(decode, dark)).toBeNull();
    expect(decodePixels(decode, dark, true)).toBe(SEAT_TEXT);
  });

  it("loads the decoder once", async () => {
    expect(await loadQrDecoder()).toBe(await loadQrDecoder());
  });
});

describe("fitWithin", () => {
  it("shrinks the longest side to the limit, keeping the shape", () => {
    expect(fitWithin(4000, 3000, 1000)).toEqual({ width: 1000, height: 750 });
    expect(fitWithin(720, 1280, 800)).toEqual({ width: 450, height: 800 });
  });

  it("never enlarges a small picture", () => {
    expect(fitWithin(640, 480, 800)).toEqual({ width: 640, height: 480 });
  });
});
