import type { BusView, LineLive, ShuttleLineView } from "@campusgo/domain";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLineBoardPush } from "../hooks/use-line-board-push.ts";
import { shuttleKeys } from "./keys.ts";

/** How often the line's buses and boards are read again while the screen is in front of the rider. */
export const LIVE_REFRESH_MS = 5_000;
/** The same while the server pushes the boards over the socket: reading them is only the fallback then. */
export const LIVE_PUSHED_REFRESH_MS = 30_000;

/**
 * GET /api/shuttle/lines/:id/live: the line's buses where they last reported and each stop's board. Read every
 * LIVE_REFRESH_MS (LIVE_PUSHED_REFRESH_MS while `pushed`), not while the tab is hidden (and at once when it comes
 * back).
 */
export const lineLiveQuery = (lineId: string, pushed = false) => {
  const every = pushed ? LIVE_PUSHED_REFRESH_MS : LIVE_REFRESH_MS;
  return queryOptions({
    queryKey: shuttleKeys.live(lineId),
    queryFn: ({ signal }) =>
      api<{ data: LineLive }>(`/shuttle/lines/${encodeURIComponent(lineId)}/live`, { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: every - 1_000,
    refetchInterval: every,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
};

/** The line's live view: boards pushed over the socket while it is connected, read every 5 s while it is not. */
export function useLineLive(lineId: string) {
  const pushed = useLineBoardPush(lineId);
  return useQuery(lineLiveQuery(lineId, pushed));
}

/** Another line on the map, with its buses. */
export interface OtherLine {
  line: ShuttleLineView;
  buses: readonly BusView[];
}

/**
 * The lines other than the one shown, with their buses, for the map: read every LIVE_PUSHED_REFRESH_MS (their
 * boards are not on screen; the shown line's are read more often, or pushed).
 */
export function useOtherLines(lines: readonly ShuttleLineView[], shownId: string): OtherLine[] {
  const others = lines.filter((l) => l.id !== shownId);
  const live = useQueries({ queries: others.map((l) => lineLiveQuery(l.id, true)) });
  return others.map((line, i) => ({ line, buses: live[i]?.data?.buses ?? [] }));
}
