import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { ReviewDecision } from "../admin-types.ts";

/** POST /api/admin/reviews/:rideId/decision: keep, adjust (what the trip costs in the end) or refund. */
export function decideReview({ rideId, ...body }: ReviewDecision & { rideId: string }) {
  return api<{ message: string }>(`/admin/reviews/${encodeURIComponent(rideId)}/decision`, {
    method: "POST",
    body,
  });
}

/**
 * Decides, then refreshes the reviews, the money lists, the ledger line and the audit log; refused too, since the
 * likely refusal is that another admin decided first (or the rider has paid since) and the list is out of date.
 */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
