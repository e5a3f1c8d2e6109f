/** What other features (and the router) may use from package delivery. */
export { useDeliveries } from "./api/get-deliveries.ts";
export type { Delivery } from "./api/types.ts";
export { ActiveDeliveryBar } from "./components/active-delivery-bar.tsx";
export { CancelDeliveryDialog } from "./components/cancel-delivery-dialog.tsx";
export { DeliveryBookingCard } from "./components/delivery-booking-card.tsx";
export { HandoverProofs } from "./components/handover-proofs.tsx";
export { useLiveActiveDeliveries } from "./hooks/use-live-active-deliveries.ts";
export { type BookingTab, deliveryTab, isActiveDelivery } from "./lib/delivery-status.ts";
