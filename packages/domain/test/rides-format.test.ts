import { describe, expect, it } from "vitest";
import { formatDistance, formatMinutes } from "../src/index.ts";

describe("ride distances and times as screens print them", () => {
  it("prints metres to 10 m under a kilometre, then kilometres, and never 0m for a real distance", () => {
    expect([0, 4, 96, 999, 1000, 1_249, 9_949, 9_950, 12_400].map(formatDistance)).toEqual([
      "0m",
      "10m",
      "100m",
      "1.0km",
      "1.0km",
      "1.2km",
      "9.9km",
      "10km",
      "12km",
    ]);
  });

  it("prints at least a minute, and hours past the hour", () => {
    expect([0, 60, 150, 3_599, 3_600, 3_900, 4_200].map(formatMinutes)).toEqual([
      "1min",
      "1min",
      "3mins",
      "1h",
      "1h",
      "1h 5mins",
      "1h 10mins",
    ]);
  });
});
