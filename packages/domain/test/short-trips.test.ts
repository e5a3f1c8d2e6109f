import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FARES, earlyEndKobo, roadMeters } from "../src/rides/fares.ts";
import {
  drivenMeters,
  endedShortNote,
  priceNoteOf,
  roundTripShortEndKobo,
  shortEndKobo,
  TRACK_GAP_MS,
} from "../src/rides/short-trips.ts";

const keke = DEFAULT_FARES[0];
if (!keke) throw new Error("no keke fare");
/** A point `m` metres north of 6.86 N, 7.40 E. */
const at = (m: number, seconds: number) => ({ lat: 6.86 + m / 111_195, lon: 7.4, at: seconds * 1000 });

describe("the distance driven along a track", () => {
  it("sums the legs, skips a jump of the phone's fix and guesses the road across a gap", () => {
    expect(drivenMeters([])).toBe(0);
    expect(drivenMeters([at(0, 0)])).toBe(0);
    expect(drivenMeters([at(0, 0), at(100, 10), at(300, 30)])).toBeCloseTo(300, -1);
    // 5 km in 4 s is not driving: left out, and the next point is measured from the last one kept.
    expect(drivenMeters([at(0, 0), at(5000, 4), at(100, 10)])).toBeCloseTo(100, -1);
    // Two minutes without a point: the straight line x 1.3.
    expect(drivenMeters([at(0, 0), at(1000, TRACK_GAP_MS / 1000 + 60)])).toBeCloseTo(1300, -1);
  });
});

describe("a trip ended short", () => {
  it("costs the agreed amount in proportion of the planned distance driven, within the minimum and the agreed", () => {
    expect(shortEndKobo({ agreedKobo: 740_000, plannedM: 65_000, drivenM: 0, minimumKobo: 30_000 })).toBe(
      30_000,
    );
    expect(
      shortEndKobo({ agreedKobo: 740_000, plannedM: 65_000, drivenM: 13_000, minimumKobo: 30_000 }),
    ).toBe(150_000);
    expect(
      shortEndKobo({ agreedKobo: 740_000, plannedM: 65_000, drivenM: 90_000, minimumKobo: 30_000 }),
    ).toBe(740_000);
    // Less agreed than the minimum: never more than agreed.
    expect(shortEndKobo({ agreedKobo: 20_000, plannedM: 1_000, drivenM: 0, minimumKobo: 30_000 })).toBe(
      20_000,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }).map((n) => n * 100),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        (agreedKobo, plannedM, drivenM) => {
          const kobo = shortEndKobo({ agreedKobo, plannedM, drivenM, minimumKobo: keke.minimumKobo });
          expect(kobo).toBeLessThanOrEqual(agreedKobo);
          expect(kobo).toBeGreaterThanOrEqual(Math.min(agreedKobo, keke.minimumKobo));
        },
      ),
    );
  });

  it("a round trip keeps decision 11's price for the way out and the wait, and pays the way back as driven", () => {
    const trip = {
      pickup: { lat: 6.86, lon: 7.4 },
      destination: { lat: 6.9, lon: 7.4 },
      roundTrip: true,
      waitMinutes: 30,
    };
    const agreed = 500_000;
    const leg = roadMeters(trip.pickup, trip.destination);
    const outAndWait = earlyEndKobo(keke, trip, agreed, 10);
    const noWayBack = roundTripShortEndKobo(keke, trip, {
      agreedKobo: agreed,
      waitedMinutes: 10,
      returnDrivenM: 0,
    });
    expect(noWayBack).toBe(outAndWait);
    const all = roundTripShortEndKobo(keke, trip, {
      agreedKobo: agreed,
      waitedMinutes: 30,
      returnDrivenM: leg,
    });
    expect(all).toBe(agreed);
    const half = roundTripShortEndKobo(keke, trip, {
      agreedKobo: agreed,
      waitedMinutes: 30,
      returnDrivenM: leg / 2,
    });
    expect(half).toBeGreaterThan(earlyEndKobo(keke, trip, agreed, 30));
    expect(half).toBeLessThan(agreed);
  });

  it("says why, in the words both sides read before paying", () => {
    expect(
      endedShortNote({ endedAwayM: 48_200, endName: "Enugu", amountKobo: 35_000, agreedKobo: 740_000 }),
    ).toBe("Ended 48 km before Enugu: ₦350 of ₦7,400");
    const ride = {
      status: "completed",
      roundTrip: true,
      amountKobo: 30_000,
      agreedKobo: 50_000,
      endedAwayM: null,
      pickupName: "Hill-top",
      destName: "Main gate",
    };
    expect(priceNoteOf(ride)).toBe("Ended early: ₦300, agreed ₦500");
    expect(priceNoteOf({ ...ride, amountKobo: 50_000 })).toBeNull();
    expect(priceNoteOf({ ...ride, status: "in_progress" })).toBeNull();
  });
});
