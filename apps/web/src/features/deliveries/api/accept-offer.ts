import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { storeDelivery } from "./cache.ts";
import type { Delivery } from "./types.ts";

/** POST /api/deliveries/offers/:id/accept: that driver carries the package; answers the updated delivery. */
export const acceptDeliveryOffer = (offerId: string): Promise<Delivery> =>
  api<{ data: Delivery }>(`/deliveries/offers/${encodeURIComponent(offerId)}/accept`, {
    method: "POST",
  }).then((r) => r.data);

export const useAcceptDeliveryOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDeliveryOffer,
    onSuccess: (delivery) => storeDelivery(queryClient, delivery),
  });
};
