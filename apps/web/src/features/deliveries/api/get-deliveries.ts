import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";
import type { Delivery } from "./types.ts";

/** GET /api/deliveries: the sender's deliveries, newest first (the latest 50). */
export const getDeliveries = (signal?: AbortSignal): Promise<Delivery[]> =>
  api<{ data: Delivery[] }>("/deliveries", { query: { limit: "50" }, signal }).then((r) => r.data);

export const deliveriesQuery = () =>
  queryOptions({ queryKey: deliveryKeys.list, queryFn: ({ signal }) => getDeliveries(signal) });

export const useDeliveries = () => useQuery(deliveriesQuery());
