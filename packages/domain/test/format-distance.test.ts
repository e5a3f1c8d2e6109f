import { describe, expect, it } from "vitest";
import { formatAway, formatRadius } from "../src/index.ts";

describe("how far away, the spec's way", () => {
  it("reads like the spec's sample", () => {
    expect(formatAway(800, 300)).toBe("800m (5mins away)");
    expect(formatAway(1_240, 420)).toBe("1.2km (7mins away)");
  });

  it("never says 0m (1min away): close by is Nearby, or Arriving for a driver", () => {
    expect(formatAway(0, 0)).toBe("Nearby");
    expect(formatAway(12, 3, "Arriving")).toBe("Arriving");
    expect(formatAway(49, 10, "Arriving")).toBe("Arriving");
  });

  it("says a minute where a minute is fair", () => {
    expect(formatAway(50, 13)).toBe("50m (1min away)");
    expect(formatAway(100, 26)).toBe("100m (1min away)");
  });
});

describe("how far a search reaches", () => {
  it("reads in whole or tenths of kilometres", () => {
    expect([3000, 2500, 6000, 800].map(formatRadius)).toEqual(["3 km", "2.5 km", "6 km", "800 m"]);
  });
});
