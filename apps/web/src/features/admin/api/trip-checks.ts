import type { AdminTripChecks, TripCheckSettings, TripCheckSettingsView } from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useSocketConnected, useSocketEvent } from "../../../lib/socket.ts";

export const tripCheckKeys = {
  list: ["admin", "trip-checks"] as const,
  settings: ["admin", "trip-checks", "settings"] as const,
};

/**
 * GET /api/admin/trip-checks: the checks nobody answered and the latest ones. A check escalated or answered late
 * (trip-check:unanswered, trip-check:answered on the admins' room) reads it again; without the socket every 15 s.
 */
export function useTripChecks() {
  const connected = useSocketConnected();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tripCheckKeys.list });
  useSocketEvent("trip-check:unanswered", refresh);
  useSocketEvent("trip-check:answered", refresh);
  return useQuery({
    queryKey: tripCheckKeys.list,
    queryFn: () => api<{ data: AdminTripChecks }>("/admin/trip-checks").then((r) => r.data),
    refetchInterval: connected ? false : 15_000,
  });
}

export function useTripCheckSettings(enabled = true) {
  return useQuery({
    enabled,
    queryKey: tripCheckKeys.settings,
    queryFn: () => api<{ data: TripCheckSettingsView }>("/admin/trip-checks/settings").then((r) => r.data),
  });
}

/** PUT /api/admin/trip-checks/settings (audited; in force at once on every instance). */
export function useSaveTripCheckSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TripCheckSettings) =>
      api<{ message: string; data: TripCheckSettingsView }>("/admin/trip-checks/settings", {
        method: "PUT",
        body: settings,
      }),
    onSuccess: (answer) => queryClient.setQueryData(tripCheckKeys.settings, answer.data),
  });
}
