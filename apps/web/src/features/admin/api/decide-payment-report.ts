import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { ReportDecision } from "../admin-types.ts";

/** POST /api/admin/payment-reports/:reportId/decision. */
export function decidePaymentReport({ reportId, ...body }: ReportDecision & { reportId: string }) {
  return api<{ message: string }>(`/admin/payment-reports/${encodeURIComponent(reportId)}/decision`, {
    method: "POST",
    body,
  });
}

/** Decides, then refreshes the queue and the audit log. */
export function useDecidePaymentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePaymentReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
