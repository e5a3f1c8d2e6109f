import type { DriverStatus } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";

/** GET /api/driver/status */
export const getDriverStatus = (signal?: AbortSignal): Promise<DriverStatus> =>
  api<{ data: DriverStatus }>("/driver/status", { signal }).then((r) => r.data);

export const driverStatusQuery = () =>
  queryOptions({ queryKey: driverKeys.status, queryFn: ({ signal }) => getDriverStatus(signal) });

export const useDriverStatus = () => useQuery(driverStatusQuery());
