import type { AdminSosList, AdminSosView, EmergencyNumberInput, EmergencyNumberView } from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useSocketConnected, useSocketEvent } from "../../../lib/socket.ts";

export const sosKeys = {
  list: ["admin", "sos"] as const,
  numbers: ["admin", "emergency-numbers"] as const,
};

/**
 * GET /api/admin/sos: open SOS and history. Pushed changes (sos:raised, sos:updated on the admins' room) read it
 * again; without the socket it is read every 10 s.
 */
export function useSosList() {
  const connected = useSocketConnected();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sosKeys.list });
  useSocketEvent("sos:raised", refresh);
  useSocketEvent("sos:updated", refresh);
  return useQuery({
    queryKey: sosKeys.list,
    queryFn: () => api<{ data: AdminSosList }>("/admin/sos").then((r) => r.data),
    refetchInterval: connected ? false : 10_000,
  });
}

/** POST /api/admin/sos/:id/resolve with a note. */
export function useResolveSos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api<{ message: string; data: AdminSosView }>(`/admin/sos/${encodeURIComponent(id)}/resolve`, {
        method: "POST",
        body: { note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useAdminEmergencyNumbers() {
  return useQuery({
    queryKey: sosKeys.numbers,
    queryFn: () => api<{ data: EmergencyNumberView[] }>("/admin/emergency-numbers").then((r) => r.data),
  });
}

type NumberChange =
  | { kind: "add"; fields: EmergencyNumberInput }
  | { kind: "edit"; id: string; fields: EmergencyNumberInput }
  | { kind: "remove"; id: string }
  | { kind: "order"; ids: string[] };

/** Adds, edits, removes or reorders the emergency numbers (each audited on the server). */
export function useChangeEmergencyNumbers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NumberChange) => {
      switch (change.kind) {
        case "add":
          return api<{ message: string }>("/admin/emergency-numbers", {
            method: "POST",
            body: change.fields,
          });
        case "edit":
          return api<{ message: string }>(`/admin/emergency-numbers/${encodeURIComponent(change.id)}`, {
            method: "PUT",
            body: change.fields,
          });
        case "remove":
          return api<{ message: string }>(`/admin/emergency-numbers/${encodeURIComponent(change.id)}`, {
            method: "DELETE",
          });
        case "order":
          return api<{ message: string }>("/admin/emergency-numbers/order", {
            method: "PUT",
            body: { ids: change.ids },
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
