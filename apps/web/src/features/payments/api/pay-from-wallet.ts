import type { ChargeView } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sendOnce } from "../../../lib/idempotency.ts";
import { paymentKeys } from "./keys.ts";

/** POST /api/payments/rides/:id/wallet: pays the trip from the wallet in one tap (once, with its key). */
export const payFromWallet = (rideId: string) =>
  sendOnce(`payments:wallet:${rideId}`, null, (idempotencyKey) =>
    api<{ message: string; data: ChargeView }>(`/payments/rides/${encodeURIComponent(rideId)}/wallet`, {
      method: "POST",
      idempotencyKey,
    }),
  );

export const usePayFromWallet = (rideId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payFromWallet(rideId),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(paymentKeys.charge(rideId), data);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.receipt(rideId) });
    },
    // A refusal (too little in the wallet, already paid) may mean the cached balance or charge is old.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.charge(rideId) });
    },
  });
};
