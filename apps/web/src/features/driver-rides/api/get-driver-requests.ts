import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { DriverRequest } from "./types.ts";

/** GET /api/driver/requests: searching rides sent to this driver. */
export const getDriverRequests = (signal?: AbortSignal): Promise<DriverRequest[]> =>
  api<{ data: DriverRequest[] }>("/driver/requests", { signal }).then((r) => r.data);

export const driverRequestsQuery = () =>
  queryOptions({ queryKey: driverKeys.requests, queryFn: ({ signal }) => getDriverRequests(signal) });

export const useDriverRequests = (enabled = true) => useQuery({ ...driverRequestsQuery(), enabled });
