import type { RideTypeId } from "../constants.ts";
import { formatNaira } from "../money.ts";
import { haversineMeters } from "../places.ts";

/** One row of the fare table (data an admin can change; these are the starting values). */
export interface FareRule {
  rideType: RideTypeId;
  baseKobo: number;
  perKmKobo: number;
  perMinuteKobo: number;
  /** Charged per minute the driver waits before the return leg of a round trip. */
  waitPerMinuteKobo: number;
  minimumKobo: number;
  /** Average speed on campus roads, for durations and ETAs. */
  averageSpeedKmh: number;
}

export const DEFAULT_FARES: readonly FareRule[] = [
  {
    rideType: 1,
    baseKobo: 20_000,
    perKmKobo: 10_000,
    perMinuteKobo: 500,
    waitPerMinuteKobo: 1_000,
    minimumKobo: 30_000,
    averageSpeedKmh: 20,
  },
  {
    rideType: 2,
    baseKobo: 15_000,
    perKmKobo: 8_000,
    perMinuteKobo: 400,
    waitPerMinuteKobo: 1_000,
    minimumKobo: 20_000,
    averageSpeedKmh: 30,
  },
  {
    rideType: 3,
    baseKobo: 30_000,
    perKmKobo: 12_000,
    perMinuteKobo: 600,
    waitPerMinuteKobo: 1_500,
    minimumKobo: 50_000,
    averageSpeedKmh: 25,
  },
];

/** Roads are longer than the straight line between two points. */
export const ROAD_FACTOR = 1.3;
/** Fares are rounded up to whole ₦50. */
export const FARE_ROUNDING_KOBO = 5_000;
/** Round trips may wait up to four hours before the return leg. */
export const MAX_WAIT_MINUTES = 240;
/** Pickup and destination closer than this are the same place. */
export const MIN_TRIP_METERS = 100;

/** A pickup and a destination too close to be a trip (refused with RIDE_MESSAGES.sameLocation). */
export const isSamePlace = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): boolean =>
  haversineMeters(a, b) < MIN_TRIP_METERS;
/** The longest trip served (campus to Enugu and back is about 210 km on the road). */
export const MAX_TRIP_METERS = 150_000;

type Point = { lat: number; lon: number };

/** Estimated road distance between two points, in metres. */
export function roadMeters(a: Point, b: Point): number {
  return Math.round(haversineMeters(a, b) * ROAD_FACTOR);
}

/** Seconds to drive a distance at an average speed. */
export function travelSeconds(meters: number, speedKmh: number): number {
  return Math.round(meters / ((speedKmh * 1000) / 3600));
}

export interface TripInput {
  pickup: Point;
  destination: Point;
  roundTrip: boolean;
  waitMinutes: number;
}

export interface TripEstimate {
  fareKobo: number;
  distanceM: number;
  durationS: number;
}

/**
 * The upfront fare: base + distance + time by ride type. A round trip adds the return leg and the waiting time;
 * it is still one payment. At least the minimum, rounded up to ₦50.
 */
export function estimateTrip(rule: FareRule, trip: TripInput): TripEstimate {
  const leg = roadMeters(trip.pickup, trip.destination);
  const legSeconds = travelSeconds(leg, rule.averageSpeedKmh);
  const legs = trip.roundTrip ? 2 : 1;
  const wait = trip.roundTrip ? Math.max(0, Math.floor(trip.waitMinutes)) : 0;
  const distanceM = leg * legs;
  const drivingS = legSeconds * legs;
  const raw =
    rule.baseKobo +
    (rule.perKmKobo * distanceM) / 1000 +
    (rule.perMinuteKobo * drivingS) / 60 +
    rule.waitPerMinuteKobo * wait;
  const rounded = Math.ceil(raw / FARE_ROUNDING_KOBO) * FARE_ROUNDING_KOBO;
  return { fareKobo: Math.max(rule.minimumKobo, rounded), distanceM, durationS: drivingS + wait * 60 };
}

/**
 * What a round trip costs when the rider ends it at the destination instead of going back: the agreed price
 * for the outward leg and the minutes already waited, in the proportion the fare table gives them within the
 * whole round trip (agreed × (one way + waited × wait rate) / round trip), rounded up to ₦50 and never more
 * than agreed. The return leg and the wait not used are not paid.
 */
export function earlyEndKobo(
  rule: FareRule,
  trip: TripInput,
  agreedKobo: number,
  waitedMinutes: number,
): number {
  const whole = estimateTrip(rule, { ...trip, roundTrip: true }).fareKobo;
  const oneWay = estimateTrip(rule, { ...trip, roundTrip: false }).fareKobo;
  const waited = Math.min(Math.max(0, Math.floor(waitedMinutes)), Math.floor(trip.waitMinutes));
  const used = Math.min(whole, oneWay + rule.waitPerMinuteKobo * waited);
  const share = Math.ceil((agreedKobo * used) / whole / FARE_ROUNDING_KOBO) * FARE_ROUNDING_KOBO;
  return Math.min(agreedKobo, share);
}

/**
 * How far prices may move from the suggested fare (settings of a deployment). The rider may raise or lower
 * their own offer within [riderMin, riderMax] x suggested before sending; a driver accepts it or counters up to
 * driverMax x suggested (and not below the rider's lowest).
 */
export interface PriceBands {
  riderMin: number;
  riderMax: number;
  driverMax: number;
}

export const DEFAULT_PRICE_BANDS: PriceBands = { riderMin: 0.7, riderMax: 1.5, driverMax: 1.5 };

export interface AmountRange {
  minKobo: number;
  maxKobo: number;
}

const wholeNaira = (kobo: number, round: (n: number) => number) => round(kobo / 100) * 100;

/** What the rider may offer for a suggested fare: whole naira within the rider's band (never above it). */
export function riderOfferRange(suggestedKobo: number, bands: PriceBands): AmountRange {
  return {
    minKobo: Math.max(100, wholeNaira(suggestedKobo * bands.riderMin, Math.ceil)),
    maxKobo: Math.max(suggestedKobo, wholeNaira(suggestedKobo * bands.riderMax, Math.floor)),
  };
}

/**
 * What a driver may offer on a request: the rider's offer as it is, or a counter from the rider's lowest up to
 * the driver's band (never below what the rider offered being acceptable: the rider's own offer is always in).
 */
export function driverOfferRange(
  suggestedKobo: number,
  riderOfferKobo: number,
  bands: PriceBands,
): AmountRange {
  const rider = riderOfferRange(suggestedKobo, bands);
  return {
    minKobo: Math.min(rider.minKobo, riderOfferKobo),
    maxKobo: Math.max(riderOfferKobo, wholeNaira(suggestedKobo * bands.driverMax, Math.floor)),
  };
}

export const inRange = (kobo: number, r: AmountRange) =>
  Number.isInteger(kobo) && kobo % 100 === 0 && kobo >= r.minKobo && kobo <= r.maxKobo;

export function offerRangeMessage(r: AmountRange): string {
  return `Your offer must be between ${formatNaira(r.minKobo)} and ${formatNaira(r.maxKobo)}`;
}

/** An amount against the suggested fare: "+₦200", "-₦100", or "Suggested fare" when equal. */
export function againstSuggested(amountKobo: number, suggestedKobo: number): string {
  const diff = amountKobo - suggestedKobo;
  if (diff === 0) return "Suggested fare";
  return `${diff > 0 ? "+" : "-"}${formatNaira(Math.abs(diff))}`;
}
