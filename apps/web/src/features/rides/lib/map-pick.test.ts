import { CAMPUS_PLACES, haversineMeters } from "@campusgo/domain/places";
import { describe, expect, it } from "vitest";
import { NEAR_PLACE_M, PINNED_NAME, pickedPlace, pickedPlaceName } from "./map-pick.ts";

const odenigwe = CAMPUS_PLACES.find((p) => p.slug === "odenigwe");
if (!odenigwe) throw new Error("Odenigwe is a campus place");
/** Metres east of a point (at this latitude), as a point. */
const east = (p: { lat: number; lon: number }, metres: number) => ({
  lat: p.lat,
  lon: p.lon + metres / (111_320 * Math.cos((p.lat * Math.PI) / 180)),
});

describe("a point chosen on the map", () => {
  it("is named after the campus place within 150 m of it", () => {
    expect(pickedPlaceName(odenigwe)).toBe("Near Odenigwe");
    const near = east(odenigwe, 140);
    expect(haversineMeters(near, odenigwe)).toBeLessThan(NEAR_PLACE_M);
    expect(pickedPlaceName(near)).toBe("Near Odenigwe");
  });

  it("is a pinned location when the nearest campus place is further than 150 m", () => {
    const far = east(odenigwe, 160);
    expect(haversineMeters(far, odenigwe)).toBeGreaterThan(NEAR_PLACE_M);
    expect(pickedPlaceName(far)).toBe(PINNED_NAME);
    expect(pickedPlaceName({ lat: 6.6, lon: 7.5 })).toBe(PINNED_NAME);
  });

  it("takes the nearest of the places an admin keeps, not the first within reach", () => {
    const places = [
      { name: "Far stop", lat: odenigwe.lat, lon: east(odenigwe, 120).lon },
      { name: "Close stop", lat: odenigwe.lat, lon: east(odenigwe, 30).lon },
    ];
    expect(pickedPlaceName(odenigwe, places)).toBe("Near Close stop");
    // An empty list (the places not loaded yet) falls back to the built-in ones.
    expect(pickedPlaceName(odenigwe, [])).toBe("Near Odenigwe");
  });

  it("sets the place the search would: a name, and its point to about a metre", () => {
    expect(pickedPlace({ lat: 6.865_204_9, lng: 7.415_795_1 })).toEqual({
      name: "Near Odenigwe",
      lat: 6.8652,
      lon: 7.4158,
    });
  });
});
