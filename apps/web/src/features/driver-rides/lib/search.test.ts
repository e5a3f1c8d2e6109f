import { describe, expect, it } from "vitest";
import { earningMatches, textMatches } from "./search.ts";

describe("textMatches", () => {
  it("matches everything while the box is empty", () => {
    expect(textMatches("  ", ["Hill-Top"])).toBe(true);
  });

  it("ignores case, spaces and dashes", () => {
    expect(textMatches("hill", ["Hill-Top"])).toBe(true);
    expect(textMatches("hilltop", ["Hill-Top"])).toBe(true);
    expect(textMatches("enu 482", [null, "ENU-482-KK"])).toBe(true);
    expect(textMatches("main gate", ["Hill-Top", "Main gate"])).toBe(true);
  });

  it("finds nothing that is not there", () => {
    expect(textMatches("odim", ["Hill-Top", undefined, "Main gate"])).toBe(false);
    expect(textMatches("--", ["Hill-Top"])).toBe(false);
  });
});

describe("earningMatches", () => {
  const rides = new Map([
    [
      "r1",
      { pickup: { lat: 0, lon: 0, name: "Hill-Top" }, destination: { lat: 0, lon: 0, name: "Main gate" } },
    ],
  ]);
  const earning = (rideId: string) => ({ rideId, amountKobo: 150_000, completedAt: "2025-01-01T10:00:00Z" });

  it("finds an earning by the places of its ride", () => {
    expect(earningMatches(earning("r1"), rides, "main")).toBe(true);
    expect(earningMatches(earning("r1"), rides, "odim")).toBe(false);
    expect(earningMatches(earning("r2"), rides, "main")).toBe(false);
    expect(earningMatches(earning("r2"), rides, "")).toBe(true);
  });
});
