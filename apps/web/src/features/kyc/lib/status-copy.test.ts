import { describe, expect, it } from "vitest";
import { kycHeading } from "./status-copy.ts";

describe("the verification pages' heading", () => {
  it("keeps the sign-up words until the driver is approved", () => {
    for (const status of [undefined, "not_submitted", "pending", "rejected"] as const) {
      expect(kycHeading(status)).toEqual({ eyebrow: "Create a driver account", title: "kYC Verification" });
    }
  });

  it("speaks to an approved driver about their account, spelled right", () => {
    expect(kycHeading("approved")).toEqual({ eyebrow: "Your driver account", title: "KYC verification" });
  });
});
