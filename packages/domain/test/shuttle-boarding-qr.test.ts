import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOARDING_QR_PREFIX, formatBoardingQr, parseBoardingQr } from "../src/shuttles/boarding-qr.ts";

const SEAT = "3f2b8c1e-9d4a-4b6e-8a1f-2c3d4e5f6a7b";

describe("formatBoardingQr", () => {
  it("holds the seat and its code after the CampusGo prefix", () => {
    expect(formatBoardingQr({ seatId: SEAT, code: "042917" })).toBe(`campusgo:seat:${SEAT}:042917`);
    expect(formatBoardingQr({ seatId: SEAT, code: "042917" }).startsWith(BOARDING_QR_PREFIX)).toBe(true);
  });
});

describe("parseBoardingQr", () => {
  it("reads back what formatBoardingQr wrote, leading zeros kept", () => {
    expect(parseBoardingQr(`campusgo:seat:${SEAT}:000123`)).toEqual({ seatId: SEAT, code: "000123" });
  });

  it("forgives spaces around the text and the case of the prefix and the seat id", () => {
    expect(parseBoardingQr(`  CampusGo:SEAT:${SEAT.toUpperCase()}:123456\n`)).toEqual({
      seatId: SEAT,
      code: "123456",
    });
  });

  it("refuses what is not a CampusGo seat's code", () => {
    for (const text of [
      "",
      "123456",
      "https://example.com/ticket/123456",
      `campusgo:ride:${SEAT}:123456`,
      `campusgo:seat:${SEAT}`,
      `campusgo:seat:${SEAT}:12345`,
      `campusgo:seat:${SEAT}:1234567`,
      `campusgo:seat:${SEAT}:12a456`,
      `campusgo:seat:not-a-seat:123456`,
      `campusgo:seat:${SEAT}:123456:extra`,
      `xcampusgo:seat:${SEAT}:123456`,
    ]) {
      expect(parseBoardingQr(text), text).toBeNull();
    }
  });

  it("round-trips any seat id and six-digit code", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.stringMatching(/^\d{6}$/), (seatId, code) => {
        expect(parseBoardingQr(formatBoardingQr({ seatId, code }))).toEqual({ seatId, code });
      }),
    );
  });
});
