import { useMutation, useQueryClient } from "@tanstack/react-query";
import { withdrawOffer } from "../../driver-rides/index.ts";
import { deliveryKeys } from "./keys.ts";
import { withMyOffer } from "./make-delivery-offer.ts";

/** DELETE /api/offers/:id on a delivery's offer: the driver takes it back. */
export const useWithdrawDeliveryOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: (offer) => queryClient.setQueryData(deliveryKeys.requests, withMyOffer(offer)),
  });
};
