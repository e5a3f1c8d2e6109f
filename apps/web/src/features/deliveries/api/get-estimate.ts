import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";
import type { DeliveryEstimate, DeliveryPlace, ParcelSize } from "./types.ts";

export interface DeliveryEstimateInput {
  pickup: DeliveryPlace;
  dropoff: DeliveryPlace;
  size: ParcelSize;
}

const fixed = (n: number) => n.toFixed(5);

function toQuery(input: DeliveryEstimateInput): Record<string, string> {
  return {
    pickupLat: fixed(input.pickup.lat),
    pickupLon: fixed(input.pickup.lon),
    dropoffLat: fixed(input.dropoff.lat),
    dropoffLon: fixed(input.dropoff.lon),
    size: input.size,
  };
}

/** GET /api/deliveries/estimate: the suggested price, the sender's offer range and the return rule. */
export const getDeliveryEstimate = (
  input: DeliveryEstimateInput,
  signal?: AbortSignal,
): Promise<DeliveryEstimate> =>
  api<{ data: DeliveryEstimate }>("/deliveries/estimate", { query: toQuery(input), signal }).then(
    (r) => r.data,
  );

export const deliveryEstimateQuery = (input: DeliveryEstimateInput) =>
  queryOptions({
    queryKey: deliveryKeys.estimate(new URLSearchParams(toQuery(input)).toString()),
    queryFn: ({ signal }) => getDeliveryEstimate(input, signal),
    staleTime: 60_000,
  });

export const useDeliveryEstimate = (input: DeliveryEstimateInput | null) =>
  useQuery({
    ...deliveryEstimateQuery(
      input ?? { pickup: { lat: 0, lon: 0, name: "" }, dropoff: { lat: 0, lon: 0, name: "" }, size: "small" },
    ),
    enabled: input !== null,
  });
