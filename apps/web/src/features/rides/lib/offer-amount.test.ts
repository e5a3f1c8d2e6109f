import { describe, expect, it } from "vitest";
import type { Estimate } from "../api/get-estimate.ts";
import { limitFor, offerFor, stepAmount } from "./offer-amount.ts";

const estimate: Estimate = {
  fareKobo: 40_000,
  distanceM: 2000,
  durationS: 400,
  usual: null,
  offerRange: { minKobo: 28_000, maxKobo: 60_000 },
  driverMaxKobo: 60_000,
};

describe("the rider's offer", () => {
  it("defaults to the suggested fare and stays within the rider's band", () => {
    expect(offerFor(null, estimate)).toBe(40_000);
    expect(offerFor(10_000, estimate)).toBe(28_000);
    expect(offerFor(90_000, estimate)).toBe(60_000);
  });

  it("moves in ₦50 steps and reaches the ends of the band", () => {
    expect(stepAmount(40_000, 1, 28_000, 60_000)).toBe(45_000);
    expect(stepAmount(30_000, -1, 28_000, 60_000)).toBe(28_000);
    expect(stepAmount(60_000, 1, 28_000, 60_000)).toBe(60_000);
  });

  it("keeps the accept-up-to limit between the offer and what drivers may ask", () => {
    expect(limitFor(null, 40_000, estimate)).toBeNull();
    expect(limitFor(30_000, 40_000, estimate)).toBe(40_000);
    expect(limitFor(99_000, 40_000, estimate)).toBe(60_000);
  });
});
