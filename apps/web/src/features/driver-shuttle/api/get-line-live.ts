import type { LineLive } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverShuttleKeys, RUN_REFRESH_MS } from "./keys.ts";

/**
 * GET /api/shuttle/lines/:id/live: the line's buses where they last reported (the driver's own among them, with
 * the stop it reaches next) and each stop's arrivals, read every RUN_REFRESH_MS while the run's panel shows.
 */
export const runLineLiveQuery = (lineId: string) =>
  queryOptions({
    queryKey: driverShuttleKeys.live(lineId),
    queryFn: ({ signal }) =>
      api<{ data: LineLive }>(`/shuttle/lines/${encodeURIComponent(lineId)}/live`, { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: RUN_REFRESH_MS - 1_000,
    refetchInterval: RUN_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useRunLineLive = (lineId: string) => useQuery(runLineLiveQuery(lineId));
