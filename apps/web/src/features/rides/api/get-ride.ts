import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** GET /api/rides/:id */
export const getRide = (id: string, signal?: AbortSignal): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(id)}`, { signal }).then((r) => r.data);

export const rideQuery = (id: string) =>
  queryOptions({ queryKey: rideKeys.detail(id), queryFn: ({ signal }) => getRide(id, signal) });

export const useRide = (id: string | null) => useQuery({ ...rideQuery(id ?? ""), enabled: Boolean(id) });
