import type {
  CreateDeliveryInput,
  DeliveryEstimate,
  DeliveryStatus,
  DeliveryView,
  HandoverProof,
  OfferView,
  ParcelCategory,
  ParcelSize,
  TrackingView,
} from "@campusgo/domain";

/** The shapes of docs/api-deliveries.md, as the domain package types them. */
export type Delivery = DeliveryView;
export type DeliveryOffer = OfferView;
export type DeliveryPlace = DeliveryView["pickup"];
export type {
  CreateDeliveryInput,
  DeliveryEstimate,
  DeliveryStatus,
  HandoverProof,
  ParcelCategory,
  ParcelSize,
  TrackingView,
};
