import { describe, expect, it } from "vitest";
import { directionsUrl } from "./navigation.ts";

describe("directionsUrl", () => {
  it("asks Google Maps for driving directions to the point", () => {
    expect(directionsUrl({ lat: 6.8668, lon: 7.4101 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=6.866800,7.410100&travelmode=driving",
    );
  });
});
