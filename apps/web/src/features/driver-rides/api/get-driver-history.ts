import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** GET /api/driver/rides?scope=history: completed and cancelled rides, newest first. */
export const getDriverHistory = (signal?: AbortSignal): Promise<Ride[]> =>
  api<{ data: Ride[] }>("/driver/rides", { query: { scope: "history" }, signal }).then((r) => r.data);

export const driverHistoryQuery = () =>
  queryOptions({ queryKey: driverKeys.history, queryFn: ({ signal }) => getDriverHistory(signal) });

export const useDriverHistory = () => useQuery(driverHistoryQuery());
