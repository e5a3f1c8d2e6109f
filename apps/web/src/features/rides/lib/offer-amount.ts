import type { Estimate } from "../api/get-estimate.ts";

/** Offers move in ₦50 steps, as fares are rounded. */
export const OFFER_STEP_KOBO = 5_000;

const clamp = (kobo: number, min: number, max: number) => Math.min(max, Math.max(min, kobo));

/** The rider's offer for this estimate: what they chose, kept within the band (the suggested fare by default). */
export function offerFor(chosen: number | null, estimate: Estimate): number {
  return clamp(chosen ?? estimate.fareKobo, estimate.offerRange.minKobo, estimate.offerRange.maxKobo);
}

/** "Accept the best offer up to": at least the rider's offer, at most what a driver may ask. */
export function limitFor(chosen: number | null, offerKobo: number, estimate: Estimate): number | null {
  if (chosen === null) return null;
  return clamp(chosen, offerKobo, Math.max(offerKobo, estimate.driverMaxKobo));
}

/** One step up or down, staying within [min, max] (the ends themselves are reachable). */
export function stepAmount(kobo: number, direction: 1 | -1, min: number, max: number): number {
  return clamp(kobo + direction * OFFER_STEP_KOBO, min, max);
}
