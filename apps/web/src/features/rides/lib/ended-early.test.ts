import { describe, expect, it } from "vitest";
import { endedEarlyLabel } from "./ended-early.ts";

describe("endedEarlyLabel", () => {
  it("says what is paid and what had been agreed for a round trip ended early", () => {
    expect(endedEarlyLabel({ amountKobo: 30_000, endedEarly: { agreedKobo: 50_000 } })).toBe(
      "Ended early: ₦300, agreed ₦500",
    );
  });

  it("says nothing for a trip that went as agreed", () => {
    expect(endedEarlyLabel({ amountKobo: 50_000, endedEarly: null })).toBeNull();
  });
});
