import type { OfferView } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sendOnce } from "../../../lib/idempotency.ts";
import { deliveryKeys } from "./keys.ts";
import type { DeliveryRequestItem } from "./types.ts";

/** POST /api/deliveries/:id/offers { amount? } (kobo; absent = the sender's price), made once however often sent. */
export const makeDeliveryOffer = ({
  deliveryId,
  amountKobo,
}: {
  deliveryId: string;
  amountKobo?: number;
}): Promise<OfferView> => {
  const body = amountKobo === undefined ? {} : { amount: amountKobo };
  return sendOnce(`offers:make:${deliveryId}`, body, (idempotencyKey) =>
    api<{ data: OfferView }>(`/deliveries/${encodeURIComponent(deliveryId)}/offers`, {
      body,
      idempotencyKey,
    }),
  ).then((r) => r.data);
};

/** Puts the driver's offer (made, withdrawn, or as it changed) on its request in the list. */
export const withMyOffer =
  (offer: OfferView) =>
  (list: DeliveryRequestItem[] | undefined): DeliveryRequestItem[] | undefined =>
    list?.map((r) => (r.id === offer.rideId ? { ...r, myOffer: offer } : r));

export const useMakeDeliveryOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDeliveryOffer,
    onSuccess: (offer) => queryClient.setQueryData(deliveryKeys.requests, withMyOffer(offer)),
  });
};
