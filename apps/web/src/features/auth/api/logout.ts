import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { clearCurrentUser } from "../../../lib/current-user.ts";
import { disconnectSocket } from "../../../lib/socket.ts";

/** POST /api/auth/logout: ends the session on the server. */
export function logout(): Promise<unknown> {
  return api("/auth/logout", { method: "POST", allowUnauthorized: true });
}

/** Logs out; the stored user and every cached answer are forgotten even when the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // The live connection closes first, so the server's closing it does not look like a lost session.
    onMutate: () => disconnectSocket(),
    onSettled: () => {
      clearCurrentUser();
      queryClient.clear();
    },
  });
}
