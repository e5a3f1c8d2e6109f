import { describe, expect, it } from "vitest";
import { refundPreview } from "./refund-preview.ts";

// A ₦3,000 trip at 10%: ₦300 commission, ₦2,700 the driver's share.
const trip = { amountKobo: 300_000, commissionKobo: 30_000, refundedKobo: 0 };

describe("refundPreview", () => {
  it("says what comes back from the commission and the hold, and what the driver will owe", () => {
    expect(refundPreview({ trip, refundKobo: 300_000, heldKobo: 150_000, driverAvailableKobo: 0 })).toBe(
      "₦1,800 comes back from the commission and held earnings; ₦1,200 is taken from the driver's earnings (₦0 available): they will owe ₦1,200, repaid from their next trips.",
    );
  });

  it("says what the driver is left with when their earnings cover it", () => {
    expect(refundPreview({ trip, refundKobo: 100_000, heldKobo: 0, driverAvailableKobo: 500_000 })).toBe(
      "₦100 comes back from the commission; ₦900 is taken from the driver's earnings (₦5,000 available): they are left with ₦4,100.",
    );
  });

  it("leaves the driver's earnings alone when the hold covers their part, and says what a decision releases", () => {
    expect(
      refundPreview({
        trip,
        refundKobo: 100_000,
        heldKobo: 270_000,
        driverAvailableKobo: 4_000,
        releasesHold: true,
      }),
    ).toBe(
      "₦1,000 comes back from the commission and held earnings; the driver's available earnings (₦40) are not touched. The ₦1,800 left on hold is released to the driver.",
    );
  });

  it("names a debt the driver already has", () => {
    expect(
      refundPreview({
        trip: { ...trip, commissionKobo: 0 },
        refundKobo: 50_000,
        heldKobo: 0,
        driverAvailableKobo: -20_000,
      }),
    ).toBe(
      "₦500 is taken from the driver's earnings (they already owe ₦200): they will owe ₦700, repaid from their next trips.",
    );
  });

  it("says so when the driver's account is gone", () => {
    expect(refundPreview({ trip, refundKobo: 100_000, heldKobo: 0, driverAvailableKobo: null })).toBe(
      "₦100 comes back from the commission; ₦900 is taken from the driver's earnings (their account is removed).",
    );
  });
});
