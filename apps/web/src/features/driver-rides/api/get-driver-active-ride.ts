import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** GET /api/rides/active: for a driver, the ride assigned to them and not finished, or null. */
export const getDriverActiveRide = (signal?: AbortSignal): Promise<Ride | null> =>
  api<{ data: Ride | null }>("/rides/active", { signal }).then((r) => r.data ?? null);

export const driverActiveRideQuery = () =>
  queryOptions({ queryKey: driverKeys.active, queryFn: ({ signal }) => getDriverActiveRide(signal) });

export const useDriverActiveRide = () => useQuery(driverActiveRideQuery());
