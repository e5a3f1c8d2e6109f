import type { ShuttleLineView } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { shuttleKeys } from "./keys.ts";

/** Read again this often while the screen is open, so an alert posted meanwhile shows without a reload. */
export const LINES_REFRESH_MS = 60_000;

/** GET /api/shuttle/lines: every campus shuttle line, its stops in order, hours, fares and alerts in force. */
export const shuttleLinesQuery = () =>
  queryOptions({
    queryKey: shuttleKeys.lines,
    queryFn: ({ signal }) =>
      api<{ data: ShuttleLineView[] }>("/shuttle/lines", { signal }).then((answer) => answer.data),
    staleTime: 30_000,
    refetchInterval: LINES_REFRESH_MS,
  });

export const useShuttleLines = () => useQuery(shuttleLinesQuery());
