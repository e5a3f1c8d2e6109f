import type { AdminAccount, AdminRight } from "@campusgo/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/admin/users/:id/suspend or /reinstate, with the reason. */
function changeSuspension({
  id,
  action,
  reason,
}: {
  id: string;
  action: "suspend" | "reinstate";
  reason: string;
}) {
  return api<{ message: string }>(`/admin/users/${encodeURIComponent(id)}/${action}`, {
    method: "POST",
    body: { reason },
  });
}

/** Suspends or reinstates a rider or driver, then refreshes the admin's lists. */
export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSuspension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** GET /api/admin/admins (super admins). */
export const adminAccountsQuery = queryOptions({
  queryKey: ["admin", "admins"],
  queryFn: ({ signal }) => api<{ data: AdminAccount[] }>("/admin/admins", { signal }),
});
export const useAdminAccounts = () => useQuery(adminAccountsQuery);

/** PUT /api/admin/admins/:id/right. */
export function useSetAdminRight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, right }: { id: string; right: AdminRight }) =>
      api<{ message: string; data: AdminAccount }>(`/admin/admins/${encodeURIComponent(id)}/right`, {
        method: "PUT",
        body: { right },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
