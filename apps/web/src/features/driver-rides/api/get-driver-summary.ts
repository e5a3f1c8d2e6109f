import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { DriverSummary } from "./types.ts";

/** GET /api/driver/summary: today's trips and earnings, the week, acceptance rate, rating, latest earnings. */
export const getDriverSummary = (signal?: AbortSignal): Promise<DriverSummary> =>
  api<{ data: DriverSummary }>("/driver/summary", { signal }).then((r) => r.data);

export const driverSummaryQuery = () =>
  queryOptions({ queryKey: driverKeys.summary, queryFn: ({ signal }) => getDriverSummary(signal) });

export const useDriverSummary = () => useQuery(driverSummaryQuery());
