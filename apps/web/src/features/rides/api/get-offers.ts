import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Offer } from "./types.ts";

/** GET /api/rides/:id/offers: the pending offers on a ride. */
export const getOffers = (rideId: string, signal?: AbortSignal): Promise<Offer[]> =>
  api<{ data: Offer[] }>(`/rides/${encodeURIComponent(rideId)}/offers`, { signal }).then((r) => r.data);

export const offersQuery = (rideId: string) =>
  queryOptions({ queryKey: rideKeys.offers(rideId), queryFn: ({ signal }) => getOffers(rideId, signal) });

export const useOffers = (rideId: string | null) =>
  useQuery({ ...offersQuery(rideId ?? ""), enabled: Boolean(rideId) });
