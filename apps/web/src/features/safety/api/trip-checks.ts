import type { TripCheckView, TripSafetyView } from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useSocketConnected, useSocketEvent } from "../../../lib/socket.ts";

export const tripSafetyKey = (tripId: string) => ["safety", "trip", tripId] as const;

/**
 * GET /api/trips/:id/safety: whether it is night now (the plate check) and the "Are you OK?" check waiting for the
 * rider's answer. A check asked or changed on the socket reads it again; without the socket it is read every 15 s.
 */
export function useTripSafety(tripId: string | undefined) {
  const queryClient = useQueryClient();
  const connected = useSocketConnected();
  const refresh = ({ check }: { check: TripCheckView }) => {
    if (check.tripId === tripId)
      void queryClient.invalidateQueries({ queryKey: tripSafetyKey(check.tripId) });
  };
  useSocketEvent("trip-check:asked", refresh);
  useSocketEvent("trip-check:updated", refresh);
  return useQuery({
    queryKey: tripSafetyKey(tripId ?? ""),
    queryFn: () =>
      api<{ data: TripSafetyView }>(`/trips/${encodeURIComponent(tripId ?? "")}/safety`).then((r) => r.data),
    enabled: Boolean(tripId),
    refetchInterval: connected ? 60_000 : 15_000,
  });
}

/** POST /api/trip-checks/:id/ok: "I'm OK". */
export function useAnswerTripCheck(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkId: string) =>
      api<{ message: string; data: TripCheckView }>(`/trip-checks/${encodeURIComponent(checkId)}/ok`, {
        method: "POST",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripSafetyKey(tripId) }),
  });
}
