import { useMemo } from "react";
import { useLiveTripOffers } from "../../rides/index.ts";
import { useDeliveryOffers } from "../api/get-offers.ts";
import { deliveryKeys } from "../api/keys.ts";

/**
 * The pending offers on a delivery while it looks for a driver, live: GET /deliveries/:id/offers, then
 * "delivery:offer" and "ride:offer:gone", as a ride's offers are followed.
 */
export function useLiveDeliveryOffers(deliveryId: string | null, searching: boolean) {
  const query = useDeliveryOffers(deliveryId, searching);
  const queryKey = useMemo(() => deliveryKeys.offers(deliveryId ?? ""), [deliveryId]);
  return useLiveTripOffers({
    tripId: deliveryId,
    query,
    queryKey,
    offerEvent: "delivery:offer",
    enabled: searching,
  });
}
