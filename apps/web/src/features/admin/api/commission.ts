import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { CommissionView } from "../admin-types.ts";

/** GET /api/admin/settings/commission. */
export const commissionQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "settings", "commission"],
    queryFn: ({ signal }) => api<{ data: CommissionView }>("/admin/settings/commission", { signal }),
    select: (answer) => answer.data,
  });

export const useCommission = () => useQuery(commissionQueryOptions());

/** PUT /api/admin/settings/commission { percent }. */
export function setCommission(percent: number) {
  return api<{ message: string; data: CommissionView }>("/admin/settings/commission", {
    method: "PUT",
    body: { percent },
  });
}

/** Saves the rate, then refreshes it and the audit log. */
export function useSetCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
