import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";
import type { Delivery } from "./types.ts";

/** GET /api/deliveries/:id: one delivery as its sender sees it (codes, link, proofs, payment). */
export const getDelivery = (id: string, signal?: AbortSignal): Promise<Delivery> =>
  api<{ data: Delivery }>(`/deliveries/${encodeURIComponent(id)}`, { signal }).then((r) => r.data);

export const deliveryQuery = (id: string) =>
  queryOptions({
    queryKey: deliveryKeys.detail(id),
    queryFn: ({ signal }) => getDelivery(id, signal),
    // What the socket pushes may be missed while the tab sleeps or the network drops: read it again then.
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

export const useDelivery = (id: string | null) =>
  useQuery({ ...deliveryQuery(id ?? ""), enabled: Boolean(id) });
