import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";
import type { DeliveryRequestItem } from "./types.ts";

/** GET /api/driver/delivery-requests: the searching deliveries sent to this driver. */
export const getDeliveryRequests = (signal?: AbortSignal): Promise<DeliveryRequestItem[]> =>
  api<{ data: DeliveryRequestItem[] }>("/driver/delivery-requests", { signal }).then((r) => r.data);

export const deliveryRequestsQuery = () =>
  queryOptions({ queryKey: deliveryKeys.requests, queryFn: ({ signal }) => getDeliveryRequests(signal) });

export const useDeliveryRequests = (enabled = true) => useQuery({ ...deliveryRequestsQuery(), enabled });
