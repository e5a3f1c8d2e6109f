/** What the driver dashboard uses from the driver's package deliveries (docs/api-deliveries.md). */
export { useDeliveryHistory } from "./api/get-delivery-history.ts";
export { ActiveDeliveryPanel } from "./components/active-delivery-panel.tsx";
export { DeliveryHistoryRow } from "./components/delivery-history-row.tsx";
export { useDeliveryRequestCards } from "./components/use-delivery-request-cards.tsx";
export { useDriverDeliveries, useOpenDeliveryRequests } from "./hooks/use-driver-deliveries.ts";
export { deliveryMatches } from "./lib/search.ts";
