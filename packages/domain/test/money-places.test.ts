import { describe, expect, it } from "vitest";
import {
  CAMPUS_PLACES,
  formatNaira,
  haversineMeters,
  initials,
  nairaToKobo,
  nearestPlace,
} from "../src/index.ts";

describe("money", () => {
  it("formats kobo as naira with a thousands separator", () => {
    expect(formatNaira(200_000)).toBe("₦2,000");
    expect(formatNaira(nairaToKobo(4000))).toBe("₦4,000");
    expect(formatNaira(150)).toBe("₦1.50");
    expect(formatNaira(131_250)).toBe("₦1,312.50");
    expect(formatNaira(131_205)).toBe("₦1,312.05");
  });
});

describe("campus places", () => {
  it("has the named student areas with unique slugs", () => {
    const names = CAMPUS_PLACES.map((p) => p.name);
    for (const n of ["Odenigwe", "Hill-top", "Odim gate", "Behind Flat", "Main gate"])
      expect(names).toContain(n);
    expect(new Set(CAMPUS_PLACES.map((p) => p.slug)).size).toBe(CAMPUS_PLACES.length);
  });

  it("measures distances and finds the nearest place", () => {
    const odim = CAMPUS_PLACES.find((p) => p.slug === "odim-gate");
    expect(odim).toBeDefined();
    expect(nearestPlace({ lat: 6.8746, lon: 7.4149 })?.slug).toBe("odim-gate");
    const enugu = CAMPUS_PLACES.find((p) => p.slug === "enugu");
    if (!odim || !enugu) throw new Error("missing places");
    const km = haversineMeters(odim, enugu) / 1000;
    expect(km).toBeGreaterThan(40);
    expect(km).toBeLessThan(60);
  });

  it("makes avatar initials", () => {
    expect(initials("Ada Nneka Obi")).toBe("AO");
    expect(initials("ada")).toBe("A");
  });
});
