import type { Delivery } from "../api/types.ts";

/** What the active delivery bar says about a delivery in progress; null for one that is not. */
export function activeDeliveryLabel(
  delivery: Pick<Delivery, "status" | "dropoff" | "pickup" | "payment">,
): string | null {
  const owed = delivery.payment?.status === "owed";
  switch (delivery.status) {
    case "scheduled":
      return `Package to ${delivery.dropoff.name} booked for later`;
    case "searching":
      return "Finding a driver for your package";
    case "accepted":
      return owed ? "Driver assigned: pay before pickup" : "Driver on the way to pick up your package";
    case "at_pickup":
      return owed ? "Driver at the pickup: pay before pickup" : "Driver at the pickup";
    case "in_transit":
      return `Package on its way to ${delivery.dropoff.name}`;
    case "at_dropoff":
      return `Package at ${delivery.dropoff.name}`;
    case "returning":
      return `Package coming back to ${delivery.pickup.name}`;
    default:
      return null;
  }
}

/**
 * The delivery the bar shows among those in progress: one waiting for the sender's payment first, then one on the
 * road, then the newest.
 */
export function mostUrgentDelivery<D extends Pick<Delivery, "status" | "payment" | "createdAt">>(
  list: readonly D[],
): D | null {
  const rank = (d: D) =>
    d.payment?.status === "owed"
      ? 0
      : ["in_transit", "at_dropoff", "returning", "at_pickup"].includes(d.status)
        ? 1
        : 2;
  return (
    [...list].sort((a, b) => rank(a) - rank(b) || Date.parse(b.createdAt) - Date.parse(a.createdAt))[0] ??
    null
  );
}
