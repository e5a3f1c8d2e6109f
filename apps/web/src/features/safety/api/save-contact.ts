import type { TrustedContactInput, TrustedContactView } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { safetyKeys } from "./keys.ts";

type Answer = { message: string; data: TrustedContactView };

/** POST /api/me/trusted-contacts (a new contact) or PUT /api/me/trusted-contacts/:id (an edit). */
export const saveContact = ({ id, ...body }: TrustedContactInput & { id?: string | undefined }) =>
  id
    ? api<Answer>(`/me/trusted-contacts/${encodeURIComponent(id)}`, { method: "PUT", body })
    : api<Answer>("/me/trusted-contacts", { method: "POST", body });

export const useSaveContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.contacts }),
  });
};
