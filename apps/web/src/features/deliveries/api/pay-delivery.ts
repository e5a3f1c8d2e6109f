import type { CheckoutView } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sendOnce } from "../../../lib/idempotency.ts";
import { goToCheckout, paymentKeys, rememberCheckoutReturn } from "../../payments/index.ts";
import { deliveryKeys } from "./keys.ts";

const tripPath = (id: string) => `/payments/trips/${encodeURIComponent(id)}`;

/** POST /api/payments/trips/:id/wallet: pays the delivery from the wallet in one tap (once, with its key). */
export const payDeliveryFromWallet = (id: string) =>
  sendOnce(`payments:trip-wallet:${id}`, null, (idempotencyKey) =>
    api<{ message: string }>(`${tripPath(id)}/wallet`, { method: "POST", idempotencyKey }),
  );

export const usePayDeliveryFromWallet = (id: string) => {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.detail(id), exact: true });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
  };
  // A refusal (too little in the wallet, paid already) may mean the balance or the delivery shown is old too.
  return useMutation({ mutationFn: () => payDeliveryFromWallet(id), onSuccess: refresh, onError: refresh });
};

/** POST /api/payments/trips/:id/checkout: a checkout at the gateway (card or bank transfer) for the delivery. */
export const startDeliveryCheckout = (id: string): Promise<CheckoutView> =>
  sendOnce(`payments:trip-checkout:${id}`, null, (idempotencyKey) =>
    api<{ data: CheckoutView }>(`${tripPath(id)}/checkout`, { method: "POST", idempotencyKey }),
  ).then((r) => r.data);

/**
 * Starts the checkout and leaves for it; the gateway sends the sender back to /payments/return, which offers
 * `returnPath` (this delivery's screen) instead of a ride's booking. The button stays busy until the page is gone.
 */
export const useDeliveryCheckout = (id: string, returnPath: string) =>
  useMutation({
    mutationFn: () => startDeliveryCheckout(id),
    onSuccess: (checkout) => {
      rememberCheckoutReturn(id, returnPath);
      goToCheckout(checkout);
    },
  });
