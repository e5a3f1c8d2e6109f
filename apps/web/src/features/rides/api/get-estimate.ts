import type { estimateViewSchema } from "@campusgo/domain";
import type { RideTypeId } from "@campusgo/domain/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { RidePlace } from "./types.ts";

export interface EstimateInput {
  rideType: RideTypeId;
  pickup: RidePlace;
  destination: RidePlace;
  roundTrip: boolean;
  waitMinutes: number;
}

/** GET /rides/estimate's data, as the domain package types it. */
export type Estimate = z.infer<typeof estimateViewSchema>;

const fixed = (n: number) => n.toFixed(5);

function toQuery(input: EstimateInput): Record<string, string> {
  return {
    rideType: String(input.rideType),
    pickupLat: fixed(input.pickup.lat),
    pickupLon: fixed(input.pickup.lon),
    destLat: fixed(input.destination.lat),
    destLon: fixed(input.destination.lon),
    roundTrip: String(input.roundTrip),
    waitMinutes: String(input.roundTrip ? input.waitMinutes : 0),
  };
}

/** GET /api/rides/estimate: the upfront fare for a trip, shown before the request is sent. */
export const getEstimate = (input: EstimateInput, signal?: AbortSignal): Promise<Estimate> =>
  api<{ data: Estimate }>("/rides/estimate", { query: toQuery(input), signal }).then((r) => r.data);

export const estimateQuery = (input: EstimateInput) =>
  queryOptions({
    queryKey: rideKeys.estimate(new URLSearchParams(toQuery(input)).toString()),
    queryFn: ({ signal }) => getEstimate(input, signal),
    staleTime: 60_000,
  });

export const useEstimate = (input: EstimateInput | null) =>
  useQuery({
    ...estimateQuery(
      input ?? {
        rideType: 1,
        pickup: { lat: 0, lon: 0, name: "" },
        destination: { lat: 0, lon: 0, name: "" },
        roundTrip: false,
        waitMinutes: 0,
      },
    ),
    enabled: input !== null,
  });
