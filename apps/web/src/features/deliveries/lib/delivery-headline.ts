import type { Delivery, DeliveryStatus } from "../api/types.ts";

/** The delivery screen's title at each status. */
export const DELIVERY_HEADLINES: Record<DeliveryStatus, string> = {
  scheduled: "Delivery booked",
  searching: "Looking for a driver",
  expired: "No driver yet",
  accepted: "Driver on the way to the pickup",
  at_pickup: "Driver at the pickup",
  in_transit: "Package on its way",
  at_dropoff: "At the drop-off",
  returning: "Coming back to you",
  delivered: "Package delivered",
  returned: "Package returned",
  cancelled: "Delivery cancelled",
  disputed: "Being checked",
};

/** Where the driver is, under their name, while they have the package (or go for it). */
export function driverWhere(delivery: Pick<Delivery, "status" | "pickup" | "dropoff">): string {
  switch (delivery.status) {
    case "accepted":
      return `Heading to ${delivery.pickup.name}`;
    case "at_pickup":
      return `At ${delivery.pickup.name}`;
    case "in_transit":
      return `Taking it to ${delivery.dropoff.name}`;
    case "at_dropoff":
      return `At ${delivery.dropoff.name}`;
    case "returning":
      return `Bringing it back to ${delivery.pickup.name}`;
    default:
      return "";
  }
}
