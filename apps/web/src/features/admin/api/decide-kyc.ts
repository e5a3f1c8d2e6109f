import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type KycDecision =
  | { driverId: string; kind: "approve" }
  | { driverId: string; kind: "reject"; reason: string };

/** POST /api/admin/kyc/:driverId/approve, or /reject with { reason }. */
export function decideKyc(decision: KycDecision): Promise<{ message: string }> {
  const path = `/admin/kyc/${encodeURIComponent(decision.driverId)}/${decision.kind}`;
  return api<{ message: string }>(path, {
    method: "POST",
    body: decision.kind === "reject" ? { reason: decision.reason } : {},
  });
}

/** Decides, then refreshes the queue, the review, the user lists and the audit log. */
export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideKyc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
