import type { DeliveryRequest, DeliveryView, OfferView } from "@campusgo/domain";

/** The shapes of docs/api-deliveries.md, as the domain package types them. */
export type { DeliveryView };

/** A parcel request as the driver's list holds it: the server's card and, once made, the driver's own offer. */
export type DeliveryRequestItem = DeliveryRequest & { myOffer?: OfferView };
