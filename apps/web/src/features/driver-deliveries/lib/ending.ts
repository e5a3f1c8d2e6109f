import { DELIVERY_MESSAGES, DELIVERY_STATUS_LINES } from "@campusgo/domain";
import type { DeliveryView } from "../api/types.ts";
import type { FinishedDelivery } from "../hooks/finished-delivery.ts";

/** Who cancelled, in the driver's words. */
const CANCELLED_BY = {
  sender: "The sender cancelled",
  driver: "You cancelled",
  system: "It was cancelled",
} as const;

/**
 * How a delivery that left the driver's hands ended, as the panel says it; null while it is still theirs.
 * `message` is the server's words when it gave some.
 */
export function deliveryEnding(
  delivery: DeliveryView,
  message: string | null = null,
): FinishedDelivery | null {
  const base = { deliveryId: delivery.id };
  switch (delivery.status) {
    case "delivered":
      return {
        ...base,
        tone: "done",
        title: "Package delivered",
        message: "Your share is in your earnings.",
      };
    case "returned":
      return {
        ...base,
        tone: "done",
        title: "Package returned",
        message: "The sender has the package back.",
      };
    case "disputed":
      return {
        ...base,
        tone: "problem",
        title: "Delivery under review",
        message: DELIVERY_MESSAGES.disputed,
      };
    case "cancelled":
      return {
        ...base,
        tone: "problem",
        title: "Delivery cancelled",
        message: delivery.cancelReason
          ? `${CANCELLED_BY[delivery.cancelledBy ?? "system"]}: ${delivery.cancelReason}.`
          : (message ?? DELIVERY_STATUS_LINES.cancelled),
      };
    default:
      return null;
  }
}
