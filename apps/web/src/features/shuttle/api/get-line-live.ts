import type { LineLive } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { shuttleKeys } from "./keys.ts";

/** How often the line's buses and boards are read again while the screen is in front of the rider. */
export const LIVE_REFRESH_MS = 5_000;

/**
 * GET /api/shuttle/lines/:id/live: the line's buses where they last reported and each stop's board. Read every
 * LIVE_REFRESH_MS, not while the tab is hidden (and at once when it comes back).
 */
export const lineLiveQuery = (lineId: string) =>
  queryOptions({
    queryKey: shuttleKeys.live(lineId),
    queryFn: ({ signal }) =>
      api<{ data: LineLive }>(`/shuttle/lines/${encodeURIComponent(lineId)}/live`, { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: LIVE_REFRESH_MS - 1_000,
    refetchInterval: LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useLineLive = (lineId: string) => useQuery(lineLiveQuery(lineId));
