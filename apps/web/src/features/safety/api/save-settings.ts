import type { SafetySettings, TrustedContactsView } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { safetyKeys } from "./keys.ts";

/** PUT /api/me/trusted-contacts/settings { nightAutoShare }. */
export const saveSafetySettings = (body: SafetySettings) =>
  api<{ message: string; data: SafetySettings }>("/me/trusted-contacts/settings", { method: "PUT", body });

export const useSaveSafetySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSafetySettings,
    onSuccess: ({ data }) =>
      queryClient.setQueryData<TrustedContactsView>(safetyKeys.contacts, (old) =>
        old ? { ...old, nightAutoShare: data.nightAutoShare } : old,
      ),
  });
};
