import type { ShuttleLineView } from "@campusgo/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useDriverLines } from "./get-driver-lines.ts";
import { driverShuttleKeys } from "./keys.ts";

/**
 * The line of the driver's run, with its stops: from the driver's own lines, else (an admin took the driver off
 * the line during the run) from every line, GET /api/shuttle/lines.
 */
export function useRunLine(lineId: string): { line: ShuttleLineView | null; pending: boolean } {
  const mine = useDriverLines();
  const own = mine.data?.find((line) => line.id === lineId);
  const all = useQuery({
    queryKey: driverShuttleKeys.allLines,
    queryFn: ({ signal }) =>
      api<{ data: ShuttleLineView[] }>("/shuttle/lines", { signal }).then((answer) => answer.data),
    enabled: mine.isFetched && !own,
    staleTime: 60_000,
  });
  const line = own ?? all.data?.find((l) => l.id === lineId) ?? null;
  return { line, pending: !line && (mine.isPending || (all.isPending && all.fetchStatus !== "idle")) };
}
