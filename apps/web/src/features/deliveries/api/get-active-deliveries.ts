import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";
import type { Delivery } from "./types.ts";

/** GET /api/deliveries/active: the sender's deliveries in progress (booked, searching or with a driver). */
export const getActiveDeliveries = (signal?: AbortSignal): Promise<Delivery[]> =>
  api<{ data: Delivery[] }>("/deliveries/active", { signal }).then((r) => r.data ?? []);

export const activeDeliveriesQuery = () =>
  queryOptions({
    queryKey: deliveryKeys.active,
    queryFn: ({ signal }) => getActiveDeliveries(signal),
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

export const useActiveDeliveries = (enabled = true) => useQuery({ ...activeDeliveriesQuery(), enabled });
