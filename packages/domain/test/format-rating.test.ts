import { describe, expect, it } from "vitest";
import { formatRating, formatStars, plural } from "../src/index.ts";

describe("ratings and counts", () => {
  it("shows the average with how many ratings it comes from", () => {
    expect(formatRating(4.8, 12)).toBe("4.8 (12 ratings)");
    expect(formatRating(5, 1)).toBe("5.0 (1 rating)");
    expect(formatStars(4.25)).toBe("4.3");
  });

  it("calls someone nobody rated yet new, once", () => {
    expect(formatRating(null, 0)).toBe("New driver");
    expect(formatRating(null, 0, "New rider")).toBe("New rider");
    expect(formatRating(4, 0)).toBe("New driver");
  });

  it("puts a noun in the plural only when the count is not one", () => {
    expect(plural(1, "trip")).toBe("1 trip");
    expect(plural(2, "trip")).toBe("2 trips");
    expect(plural(0, "rating")).toBe("0 ratings");
    expect(plural(1_204, "rating")).toBe("1,204 ratings");
    expect(plural(3, "person", "people")).toBe("3 people");
  });
});
