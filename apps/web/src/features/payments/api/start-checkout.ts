import type { CheckoutView } from "@campusgo/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sendOnce } from "../../../lib/idempotency.ts";

/** POST /api/payments/rides/:id/checkout: a checkout at the gateway for the trip (card or bank transfer). */
export const startRideCheckout = (rideId: string): Promise<CheckoutView> =>
  sendOnce(`payments:checkout:${rideId}`, null, (idempotencyKey) =>
    api<{ data: CheckoutView }>(`/payments/rides/${encodeURIComponent(rideId)}/checkout`, {
      method: "POST",
      idempotencyKey,
    }),
  ).then((r) => r.data);

/** POST /api/payments/wallet/topup {amountKobo}: a checkout at the gateway to add money to the wallet. */
export const startTopUp = (amountKobo: number): Promise<CheckoutView> =>
  sendOnce("payments:topup", { amountKobo }, (idempotencyKey) =>
    api<{ data: CheckoutView }>("/payments/wallet/topup", { body: { amountKobo }, idempotencyKey }),
  ).then((r) => r.data);

/** Sends the browser to the gateway's checkout page; it comes back to /payments/return. */
export function goToCheckout(checkout: CheckoutView): void {
  window.location.assign(checkout.authorizationUrl);
}

/**
 * Starts a checkout and leaves for it. The button stays busy until the page is gone: a checkout resumed twice
 * is the same payment on the server, but a second tap should not look like it did something else.
 */
export const useRideCheckout = (rideId: string) =>
  useMutation({ mutationFn: () => startRideCheckout(rideId), onSuccess: goToCheckout });

export const useTopUp = () => useMutation({ mutationFn: startTopUp, onSuccess: goToCheckout });
