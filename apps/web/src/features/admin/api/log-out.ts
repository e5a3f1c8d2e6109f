import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { clearCurrentUser } from "../../../lib/current-user.ts";

/** POST /api/auth/logout from the admin area; the stored user and cached answers go either way. */
export function useAdminLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("/auth/logout", { method: "POST", allowUnauthorized: true }),
    onSettled: () => {
      clearCurrentUser();
      queryClient.clear();
    },
  });
}
