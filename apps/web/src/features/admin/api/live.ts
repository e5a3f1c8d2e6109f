import { LIVE_REFRESH_MS, type LiveSnapshot } from "@campusgo/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useSocketEvent } from "../../../lib/socket.ts";

const key = ["admin", "live"] as const;

/**
 * GET /api/admin/live every few seconds while the screen is open (one snapshot a call, the same few queries
 * whatever the number of drivers), and at once when an SOS is raised or changes (the admins' socket room).
 */
export function useLiveSnapshot() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  useSocketEvent("sos:raised", refresh);
  useSocketEvent("sos:updated", refresh);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<{ data: LiveSnapshot }>("/admin/live", { signal }).then((r) => r.data),
    refetchInterval: LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
