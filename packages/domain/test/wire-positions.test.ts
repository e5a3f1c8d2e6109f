import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodePoint,
  decodePosition,
  driverLocationEventSchema,
  encodePoint,
  encodePosition,
} from "../src/index.ts";

const lat = fc.double({ min: -90, max: 90, noNaN: true });
const lon = fc.double({ min: -180, max: 180, noNaN: true });
const heading = fc.oneof(fc.double({ min: 0, max: 360, noNaN: true }), fc.constant(null));

describe("positions on the wire", () => {
  it("round to 5 decimals, whole degrees, and leave out an unknown heading", () => {
    expect(encodePosition({ lat: 6.867312345, lon: 7.408549999, heading: 89.6 })).toEqual([
      6.86731, 7.40855, 90,
    ]);
    expect(encodePosition({ lat: 6.8673, lon: 7.4085, heading: null })).toEqual([6.8673, 7.4085]);
    expect(encodePosition({ lat: 6.8673, lon: 7.4085 })).toEqual([6.8673, 7.4085]);
    expect(encodePosition({ lat: 6.8673, lon: 7.4085, heading: 359.7 })).toEqual([6.8673, 7.4085, 0]);
    expect(encodePosition({ lat: -0.000004, lon: 0, heading: Number.NaN })).toEqual([0, 0]);
  });

  it("decode to within a metre of where the driver was, with the heading to a degree", () => {
    fc.assert(
      fc.property(lat, lon, heading, (a, b, h) => {
        const wire = encodePosition({ lat: a, lon: b, heading: h });
        const back = decodePosition(JSON.parse(JSON.stringify(wire)));
        expect(Math.abs(back.lat - a)).toBeLessThanOrEqual(0.000005 + 1e-12);
        expect(Math.abs(back.lon - b)).toBeLessThanOrEqual(0.000005 + 1e-12);
        if (h === null) expect(back.heading).toBeNull();
        else {
          expect(Number.isInteger(back.heading)).toBe(true);
          const diff = Math.abs((back.heading as number) - h) % 360;
          expect(Math.min(diff, 360 - diff)).toBeLessThanOrEqual(0.5);
          expect(back.heading).toBeGreaterThanOrEqual(0);
          expect(back.heading).toBeLessThan(360);
        }
        // Encoding what was decoded changes nothing.
        expect(encodePosition(back)).toEqual(wire);
      }),
    );
  });

  it("make a ride-room event of a few dozen bytes that the contract accepts", () => {
    const event = {
      rideId: "0196f3b2-7c1e-7a55-9d1e-3f6c2a4b5c6d",
      p: encodePosition({ lat: 6.867312345678, lon: 7.408549999123, heading: 181.2 }),
    };
    expect(driverLocationEventSchema.parse(event)).toEqual(event);
    expect(JSON.stringify(event.p)).toBe("[6.86731,7.40855,181]");
    expect(JSON.stringify(event).length).toBeLessThan(80);
  });

  it("carry nearby points as [lat, lon]", () => {
    fc.assert(
      fc.property(lat, lon, (a, b) => {
        const back = decodePoint(JSON.parse(JSON.stringify(encodePoint({ lat: a, lon: b }))));
        // Equal as numbers (JSON has no -0).
        expect(back.lat === a && back.lon === b).toBe(true);
      }),
    );
  });
});
