import type { Ride } from "../../rides/index.ts";

/**
 * PAYMENT AND RECEIPT: the place on a booking's details where how the ride was paid and its receipt go. Filled
 * by the change that brings payments; until then it shows nothing.
 */
export function PaymentAndReceipt(_props: { ride: Ride }) {
  return null;
}
