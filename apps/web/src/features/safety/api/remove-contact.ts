import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { safetyKeys } from "./keys.ts";

/** DELETE /api/me/trusted-contacts/:id. */
export const removeContact = (id: string) =>
  api<{ message: string }>(`/me/trusted-contacts/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useRemoveContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.contacts }),
  });
};
