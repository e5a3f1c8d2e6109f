import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";
import type { DeliveryOffer } from "./types.ts";

/** GET /api/deliveries/:id/offers: drivers' prices on the sender's delivery, pending first. */
export const getDeliveryOffers = (id: string, signal?: AbortSignal): Promise<DeliveryOffer[]> =>
  api<{ data: DeliveryOffer[] }>(`/deliveries/${encodeURIComponent(id)}/offers`, { signal }).then(
    (r) => r.data,
  );

export const deliveryOffersQuery = (id: string) =>
  queryOptions({ queryKey: deliveryKeys.offers(id), queryFn: ({ signal }) => getDeliveryOffers(id, signal) });

export const useDeliveryOffers = (id: string | null, enabled = true) =>
  useQuery({ ...deliveryOffersQuery(id ?? ""), enabled: Boolean(id) && enabled });
