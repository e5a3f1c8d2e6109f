import type { ManifestSeat } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverShuttleKeys, RUN_REFRESH_MS } from "./keys.ts";

/**
 * GET /api/driver/shuttle/runs/:id/seats: who boards and alights where on the run, read every RUN_REFRESH_MS
 * (not while the tab is hidden, and at once when it comes back).
 */
export const manifestQuery = (runId: string) =>
  queryOptions({
    queryKey: driverShuttleKeys.manifest(runId),
    queryFn: ({ signal }) =>
      api<{ data: ManifestSeat[] }>(`/driver/shuttle/runs/${encodeURIComponent(runId)}/seats`, {
        signal,
      }).then((answer) => answer.data),
    staleTime: RUN_REFRESH_MS - 1_000,
    refetchInterval: RUN_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useManifest = (runId: string) => useQuery(manifestQuery(runId));
