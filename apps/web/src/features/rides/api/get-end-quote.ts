import type { EarlyEndQuote } from "@campusgo/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";

/** The shortest wait before asking again, when the phone's clock runs ahead of the server's. */
const MIN_REFRESH_MS = 1000;

/** GET /api/rides/:id/end-quote: what ending the waiting round trip now costs (reads only). */
export const getEndQuote = (rideId: string, signal?: AbortSignal): Promise<EarlyEndQuote> =>
  api<{ data: EarlyEndQuote }>(`/rides/${encodeURIComponent(rideId)}/end-quote`, { signal }).then(
    (r) => r.data,
  );

/**
 * The early-end quote while the rider is deciding (`enabled`): asked again when the next minute waited makes it
 * dearer, so the amount on screen is the one the server charges.
 */
export const useEndQuote = (rideId: string, enabled: boolean) =>
  useQuery({
    queryKey: rideKeys.endQuote(rideId),
    queryFn: ({ signal }) => getEndQuote(rideId, signal),
    enabled,
    gcTime: 0,
    refetchInterval: (query) => {
      const changesAt = query.state.data?.changesAt;
      return changesAt ? Math.max(MIN_REFRESH_MS, Date.parse(changesAt) - Date.now()) : false;
    },
  });
