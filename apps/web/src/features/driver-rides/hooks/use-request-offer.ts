import { useMakeOffer } from "../api/make-offer.ts";
import type { DriverRequest } from "../api/types.ts";
import { type OfferForm, useOfferForm } from "./use-offer-form.ts";

/**
 * The driver's answer to a ride request: "Offer" at the rider's price, or a counter-offer in naira checked
 * against the request's range before it is sent. `onSent` runs once the server has the offer.
 */
export function useRequestOffer(request: DriverRequest, onSent?: () => void): OfferForm {
  const offer = useMakeOffer();
  return useOfferForm(
    request.offerRange,
    (amountKobo, callbacks) => offer.mutate({ rideId: request.id, amountKobo }, callbacks),
    offer.isPending,
    onSent,
  );
}
