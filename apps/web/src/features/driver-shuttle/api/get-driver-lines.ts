import type { ShuttleLineView } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverShuttleKeys } from "./keys.ts";

/** GET /api/driver/shuttle/lines: the lines an admin assigned the driver to (none for most drivers). */
export const driverLinesQuery = () =>
  queryOptions({
    queryKey: driverShuttleKeys.lines,
    queryFn: ({ signal }) =>
      api<{ data: ShuttleLineView[] }>("/driver/shuttle/lines", { signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });

export const useDriverLines = () => useQuery(driverLinesQuery());
