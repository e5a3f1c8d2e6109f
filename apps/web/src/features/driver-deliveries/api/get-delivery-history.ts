import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";
import type { DeliveryView } from "./types.ts";

/** GET /api/deliveries, as a driver: the deliveries they carried to an end, newest first. */
export const getDeliveryHistory = (signal?: AbortSignal): Promise<DeliveryView[]> =>
  api<{ data: DeliveryView[] }>("/deliveries", { signal }).then((r) => r.data);

export const deliveryHistoryQuery = () =>
  queryOptions({ queryKey: deliveryKeys.history, queryFn: ({ signal }) => getDeliveryHistory(signal) });

export const useDeliveryHistory = () => useQuery(deliveryHistoryQuery());
