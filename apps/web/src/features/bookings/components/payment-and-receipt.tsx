import { PaymentSection } from "../../payments/index.ts";
import type { Ride } from "../../rides/index.ts";

/**
 * PAYMENT AND RECEIPT: how a booking is paid. A completed trip (or a cancellation that cost the fee) shows what
 * is owed with the ways to pay, or the receipt once paid; a booking that cost nothing shows nothing.
 */
export function PaymentAndReceipt({ ride }: { ride: Ride }) {
  if (ride.status !== "completed" && ride.status !== "cancelled") return null;
  return <PaymentSection rideId={ride.id} completed={ride.status === "completed"} />;
}
