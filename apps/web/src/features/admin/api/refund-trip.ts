import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { AdminRefund, RefundTrip } from "../admin-types.ts";

/** POST /api/admin/trips/:rideId/refund. */
export function refundTrip({ rideId, ...body }: RefundTrip & { rideId: string }) {
  return api<{ message: string; data: AdminRefund }>(`/admin/trips/${encodeURIComponent(rideId)}/refund`, {
    method: "POST",
    body,
  });
}

/** Refunds, then refreshes the money lists, the ledger line and the audit log. */
export function useRefundTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
