import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** GET /api/rides/active: the rider's ride in progress, or null. */
export const getActiveRide = (signal?: AbortSignal): Promise<Ride | null> =>
  api<{ data: Ride | null }>("/rides/active", { signal }).then((r) => r.data ?? null);

export const activeRideQuery = () =>
  queryOptions({ queryKey: rideKeys.active, queryFn: ({ signal }) => getActiveRide(signal) });

export const useActiveRide = (enabled = true) => useQuery({ ...activeRideQuery(), enabled });
