import type { PaymentResultView } from "@campusgo/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { confirmDelayMs } from "../lib/payment-return.ts";
import { paymentKeys } from "./keys.ts";

/** POST /api/payments/:reference/confirm: asks the gateway how the payment went and applies it (once). */
export const confirmPayment = (reference: string): Promise<PaymentResultView> =>
  api<{ data: PaymentResultView }>(`/payments/${encodeURIComponent(reference)}/confirm`, {
    method: "POST",
  }).then((r) => r.data);

/**
 * The outcome of the checkout `reference`, asked again with growing pauses while the bank has not answered
 * (confirming is idempotent on the server, so asking again is safe).
 */
export function useConfirmPayment(reference: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.confirm(reference),
    queryFn: () => confirmPayment(reference),
    enabled: Boolean(reference),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // Not this rider's payment (404) will not change by asking again; a network error might.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" ? confirmDelayMs(query.state.dataUpdateCount) : false,
  });
  // Reading dataUpdatedAt re-renders on every answer, also one equal to the last ("pending" again).
  const answeredAt = query.dataUpdatedAt;
  const answers = answeredAt
    ? (queryClient.getQueryState(paymentKeys.confirm(reference))?.dataUpdateCount ?? 0)
    : 0;
  return { ...query, answers };
}
