import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  againstSuggested,
  CAMPUS_PLACES,
  DEFAULT_FARES,
  DEFAULT_PRICE_BANDS,
  driverOfferRange,
  earlyEndKobo,
  estimateTrip,
  FARE_ROUNDING_KOBO,
  type FareRule,
  formatNaira,
  inRange,
  learnedFare,
  offerRangeMessage,
  RIDE_TYPE_VEHICLES,
  riderOfferRange,
  rideTypeForVehicle,
  startOfWatDay,
  startOfWatWeek,
  usualRangeText,
} from "../src/index.ts";

const keke = DEFAULT_FARES[0] as FareRule;
const place = (slug: string) => {
  const p = CAMPUS_PLACES.find((x) => x.slug === slug);
  if (!p) throw new Error(slug);
  return p;
};

describe("ending a round trip at the destination", () => {
  const trip = {
    pickup: place("odenigwe"),
    destination: place("main-gate"),
    roundTrip: true,
    waitMinutes: 30,
  };
  it("pays the way out and the minutes waited, in ₦50 steps, never more than agreed", () => {
    const agreed = estimateTrip(keke, trip).fareKobo;
    const early = earlyEndKobo(keke, trip, agreed, 0);
    const oneWay = estimateTrip(keke, { ...trip, roundTrip: false }).fareKobo;
    expect(early % FARE_ROUNDING_KOBO).toBe(0);
    expect(early).toBeGreaterThanOrEqual(oneWay);
    expect(early).toBeLessThan(agreed);
    expect(earlyEndKobo(keke, trip, agreed, 10)).toBeGreaterThan(early);
    // Waiting longer than agreed does not make ending early dearer than going back.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (waited, paid) => {
          const amount = earlyEndKobo(keke, trip, paid * 100, waited);
          return amount <= paid * 100 && amount >= 0 && amount % FARE_ROUNDING_KOBO === 0;
        },
      ),
    );
  });
});

describe("fares", () => {
  it("prices a campus keke trip upfront, rounded up to ₦50 and at least the minimum", () => {
    const trip = estimateTrip(keke, {
      pickup: place("odenigwe"),
      destination: place("main-gate"),
      roundTrip: false,
      waitMinutes: 30,
    });
    expect(trip.fareKobo % FARE_ROUNDING_KOBO).toBe(0);
    expect(trip.fareKobo).toBeGreaterThanOrEqual(keke.minimumKobo);
    expect(trip.distanceM).toBeGreaterThan(2000);
    expect(trip.durationS).toBeGreaterThan(0);
  });

  it("adds the return leg and the waiting to a round trip, as one fare", () => {
    const base = { pickup: place("hill-top"), destination: place("ogige-market") };
    const oneWay = estimateTrip(keke, { ...base, roundTrip: false, waitMinutes: 0 });
    const round = estimateTrip(keke, { ...base, roundTrip: true, waitMinutes: 20 });
    expect(round.distanceM).toBe(oneWay.distanceM * 2);
    expect(round.durationS).toBeGreaterThanOrEqual(oneWay.durationS * 2 + 20 * 60 - 1);
    expect(round.fareKobo).toBeGreaterThan(oneWay.fareKobo * 2 - FARE_ROUNDING_KOBO);
  });

  it("never falls as the trip gets longer", () => {
    const point = fc.record({
      lat: fc.double({ min: 6.4, max: 6.95, noNaN: true }),
      lon: fc.double({ min: 7.3, max: 7.6, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, fc.nat(240), fc.constantFrom(...DEFAULT_FARES), (a, b, wait, rule) => {
        const near = estimateTrip(rule, { pickup: a, destination: a, roundTrip: false, waitMinutes: wait });
        const far = estimateTrip(rule, { pickup: a, destination: b, roundTrip: false, waitMinutes: wait });
        const round = estimateTrip(rule, { pickup: a, destination: b, roundTrip: true, waitMinutes: wait });
        expect(far.fareKobo).toBeGreaterThanOrEqual(near.fareKobo);
        expect(round.fareKobo).toBeGreaterThanOrEqual(far.fareKobo);
        expect(Number.isInteger(far.fareKobo)).toBe(true);
      }),
    );
  });

  it("lets the rider offer 0.7x to 1.5x and drivers counter up to 1.5x of the suggested fare", () => {
    const bands = DEFAULT_PRICE_BANDS;
    expect(riderOfferRange(30_000, bands)).toEqual({ minKobo: 21_000, maxKobo: 45_000 });
    // The rider offered less than suggested: drivers may accept it or counter up to 1.5x of the suggestion.
    expect(driverOfferRange(30_000, 25_000, bands)).toEqual({ minKobo: 21_000, maxKobo: 45_000 });
    expect(offerRangeMessage({ minKobo: 21_000, maxKobo: 45_000 })).toBe(
      `Your offer must be between ${formatNaira(21_000)} and ${formatNaira(45_000)}`,
    );
    expect(inRange(45_000, riderOfferRange(30_000, bands))).toBe(true);
    expect(inRange(45_100, riderOfferRange(30_000, bands))).toBe(false);
    expect(inRange(30_050, riderOfferRange(30_000, bands))).toBe(false); // whole naira only
    // Settings move the bands.
    const tight = { riderMin: 0.9, riderMax: 1.1, driverMax: 1.2 };
    expect(riderOfferRange(100_000, tight)).toEqual({ minKobo: 90_000, maxKobo: 110_000 });
    expect(driverOfferRange(100_000, 110_000, tight).maxKobo).toBe(120_000);
  });

  it("never lets a band exclude the rider's own offer or the suggested fare", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (suggested, lo, hi) => {
          const bands = { riderMin: lo, riderMax: hi, driverMax: hi };
          const rider = riderOfferRange(suggested * 100, bands);
          expect(rider.minKobo).toBeLessThanOrEqual(suggested * 100);
          expect(rider.maxKobo).toBeGreaterThanOrEqual(suggested * 100);
          const drv = driverOfferRange(suggested * 100, rider.minKobo, bands);
          expect(inRange(rider.minKobo, drv)).toBe(true);
        },
      ),
    );
  });

  it("shows an offer against the suggested fare", () => {
    expect(againstSuggested(50_000, 30_000)).toBe(`+${formatNaira(20_000)}`);
    expect(againstSuggested(25_000, 30_000)).toBe(`-${formatNaira(5_000)}`);
    expect(againstSuggested(30_000, 30_000)).toBe("Suggested fare");
  });

  it("learns the suggested fare from recent accepted amounts on the same landmark pair", () => {
    expect(learnedFare(40_000, [35_000, 40_000, 45_000])).toEqual({ fareKobo: 40_000, usual: null });
    const learned = learnedFare(40_000, [35_000, 35_000, 40_000, 45_000, 45_000, 40_000, 38_000, 42_000]);
    expect(learned.usual).toEqual({ lowKobo: 35_000, highKobo: 45_000, rides: 8 });
    expect(learned.fareKobo).toBe(40_000);
    expect(learned.usual && usualRangeText(learned.usual)).toBe(
      `usually ${formatNaira(35_000)}-${formatNaira(45_000)}`,
    );
    // Kept within 0.8x-1.25x of the fare table, whatever was agreed.
    expect(learnedFare(40_000, [90_000, 90_000, 90_000, 90_000, 90_000]).fareKobo).toBe(50_000);
    expect(learnedFare(40_000, [10_000, 10_000, 10_000, 10_000, 10_000]).fareKobo).toBe(35_000);
  });
});

describe("ride types and vehicles", () => {
  it("maps vehicles to the ride type they serve", () => {
    expect(rideTypeForVehicle("Keke")).toBe(1);
    expect(rideTypeForVehicle("Motorcycle")).toBe(2);
    expect(rideTypeForVehicle("Shuttle Bus")).toBe(3);
    expect(rideTypeForVehicle("Regular Bus")).toBe(3);
    expect(rideTypeForVehicle("Car")).toBe(3);
    expect(rideTypeForVehicle("Truck")).toBeNull();
    expect(rideTypeForVehicle(null)).toBeNull();
    expect(Object.keys(RIDE_TYPE_VEHICLES)).toEqual(["1", "2", "3"]);
  });
});

describe("Nigerian time", () => {
  it("starts the day at midnight WAT and the week on Monday", () => {
    // 2025-03-05 (a Wednesday) 23:30 UTC is already Thursday 00:30 in Nsukka.
    const at = new Date("2025-03-05T23:30:00Z");
    expect(startOfWatDay(at).toISOString()).toBe("2025-03-05T23:00:00.000Z");
    expect(startOfWatWeek(at).toISOString()).toBe("2025-03-02T23:00:00.000Z");
  });
});
