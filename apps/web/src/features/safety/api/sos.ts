import type { EmergencyNumberView, SosTripKind, SosView } from "@campusgo/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

type SosAnswer = { message: string; data: SosView };

/** POST /api/sos: raise it on the trip (or practise it: alerts nobody, records nothing). */
export const raiseSos = (input: {
  kind?: SosTripKind;
  tripId?: string;
  position?: { lat: number; lon: number } | null;
  practice?: boolean;
}) => api<SosAnswer>("/sos", { method: "POST", body: input });

/** POST /api/sos/:id/safe: only the person who raised it. */
export const markSafe = (id: string) =>
  api<SosAnswer>(`/sos/${encodeURIComponent(id)}/safe`, { method: "POST" });

export const useRaiseSos = () => useMutation({ mutationFn: raiseSos });
export const useMarkSafe = () => useMutation({ mutationFn: markSafe });

/** The emergency numbers admins keep (also in the SOS answer): shown before the SOS is even sent. */
export const useEmergencyNumbers = (enabled: boolean) =>
  useQuery({
    queryKey: ["safety", "emergency-numbers"] as const,
    queryFn: () => api<{ data: EmergencyNumberView[] }>("/emergency-numbers").then((r) => r.data),
    enabled,
    staleTime: 5 * 60_000,
  });
