import { formatNaira } from "../money.ts";
import { estimateTrip, FARE_ROUNDING_KOBO, type FareRule } from "../rides/fares.ts";
import { FREE_WAIT_MINUTES, type ParcelSize } from "./model.ts";

/**
 * A bigger parcel costs more than a small one over the same road: the Keke fare times this. The starting
 * factors: admins change them (the server passes the ones in force to estimateDelivery).
 */
export const SIZE_FACTORS: Readonly<Record<ParcelSize, number>> = { small: 1, medium: 1.25, large: 1.6 };

/** The way back to the sender, when nobody takes the parcel: this share of the agreed price. */
export const RETURN_SHARE = 0.5;

const roundUp = (kobo: number) => Math.ceil(kobo / FARE_ROUNDING_KOBO) * FARE_ROUNDING_KOBO;

/**
 * The suggested price of a delivery: the Keke fare of the road between pickup and drop-off (the fare table's,
 * data an admin changes) times the size's factor (also data an admin changes), rounded up to ₦50, at least the
 * Keke minimum.
 */
export function estimateDelivery(
  keke: FareRule,
  trip: { pickup: { lat: number; lon: number }; dropoff: { lat: number; lon: number }; size: ParcelSize },
  factors: Readonly<Record<ParcelSize, number>> = SIZE_FACTORS,
): { fareKobo: number; distanceM: number; durationS: number } {
  const leg = estimateTrip(keke, {
    pickup: trip.pickup,
    destination: trip.dropoff,
    roundTrip: false,
    waitMinutes: 0,
  });
  return {
    fareKobo: Math.max(keke.minimumKobo, roundUp(leg.fareKobo * factors[trip.size])),
    distanceM: leg.distanceM,
    durationS: leg.durationS,
  };
}

/** What bringing the parcel back costs, on top of the agreed price (shown when booking). */
export const returnFeeKobo = (agreedKobo: number) => roundUp(agreedKobo * RETURN_SHARE);

/** The return rule as the sender reads it when booking. */
export const returnRule = (agreedKobo: number) =>
  `If nobody is there to take it after a free ${FREE_WAIT_MINUTES}-minute wait, it comes back to you for ${formatNaira(returnFeeKobo(agreedKobo))} more.`;
