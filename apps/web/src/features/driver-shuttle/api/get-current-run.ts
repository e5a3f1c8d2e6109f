import type { RunView } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverShuttleKeys } from "./keys.ts";

/** While a run runs, it is read again this often (ended from another device, it leaves this one too). */
const RUNNING_REFRESH_MS = 30_000;

/** GET /api/driver/shuttle/runs/current: the driver's run under way, or null. */
export const currentRunQuery = () =>
  queryOptions({
    queryKey: driverShuttleKeys.currentRun,
    queryFn: ({ signal }) =>
      api<{ data: RunView | null }>("/driver/shuttle/runs/current", { signal }).then(
        (answer) => answer.data ?? null,
      ),
    refetchInterval: (query) => (query.state.data ? RUNNING_REFRESH_MS : false),
  });

export const useCurrentRun = () => useQuery(currentRunQuery());
