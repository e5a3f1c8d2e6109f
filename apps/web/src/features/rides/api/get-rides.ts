import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

export type RideScope = "upcoming" | "completed" | "cancelled";

/** GET /api/rides?scope= : the rider's bookings of one tab, newest first. */
export const getRides = (scope: RideScope, signal?: AbortSignal): Promise<Ride[]> =>
  api<{ data: Ride[] }>("/rides", { query: { scope }, signal }).then((r) => r.data);

export const ridesQuery = (scope: RideScope) =>
  queryOptions({ queryKey: rideKeys.list(scope), queryFn: ({ signal }) => getRides(scope, signal) });

export const useRides = (scope: RideScope) => useQuery(ridesQuery(scope));
