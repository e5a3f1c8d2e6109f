import { formatNaira } from "../money.ts";
import { FARE_ROUNDING_KOBO } from "./fares.ts";

/**
 * The suggested fare learns from what riders and drivers agreed on the same landmark pair recently
 * (docs/decisions/0014-honest-prices.md): with at least `minRides` accepted amounts of the last `days` days
 * (the newest `maxRides`), the suggestion is their median, kept within [floor, ceiling] x the fare table's
 * price, and the rider is told the usual range (the middle half of the amounts).
 */
export const FARE_LEARNING = { minRides: 5, days: 30, maxRides: 50, floor: 0.8, ceiling: 1.25 } as const;

export interface LearnedFare {
  fareKobo: number;
  usual: { lowKobo: number; highKobo: number; rides: number } | null;
}

const roundTo = (kobo: number, round: (n: number) => number) =>
  round(kobo / FARE_ROUNDING_KOBO) * FARE_ROUNDING_KOBO;

/** The value at quantile q of sorted amounts (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

export function learnedFare(tableKobo: number, acceptedKobo: readonly number[]): LearnedFare {
  if (acceptedKobo.length < FARE_LEARNING.minRides) return { fareKobo: tableKobo, usual: null };
  const sorted = [...acceptedKobo].sort((a, b) => a - b);
  const low = roundTo(quantile(sorted, 0.25), Math.floor);
  const high = roundTo(quantile(sorted, 0.75), Math.ceil);
  const median = roundTo(quantile(sorted, 0.5), Math.ceil);
  const min = roundTo(tableKobo * FARE_LEARNING.floor, Math.ceil);
  const max = roundTo(tableKobo * FARE_LEARNING.ceiling, Math.floor);
  return {
    fareKobo: Math.min(max, Math.max(min, median)),
    usual: { lowKobo: low, highKobo: Math.max(low, high), rides: sorted.length },
  };
}

/** "usually ₦350-₦450" */
export function usualRangeText(usual: { lowKobo: number; highKobo: number }): string {
  return usual.lowKobo === usual.highKobo
    ? `usually ${formatNaira(usual.lowKobo)}`
    : `usually ${formatNaira(usual.lowKobo)}-${formatNaira(usual.highKobo)}`;
}
