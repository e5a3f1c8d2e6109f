import {
  DELIVERY_DRIVER_ACTIVE,
  FINAL_DELIVERY_STATUSES,
  PICKUP_CODE_STATUSES,
  SENDER_ACTIVE_DELIVERY_STATUSES,
} from "@campusgo/domain";
import type { DeliveryStatus } from "../api/types.ts";

const has = (list: readonly string[], status: DeliveryStatus) => list.includes(status);

/** Still the sender's to follow: booked, looking for a driver, or on its way (GET /deliveries/active's). */
export const isActiveDelivery = (status: DeliveryStatus): boolean =>
  has(SENDER_ACTIVE_DELIVERY_STATUSES, status);

/** A driver has it (from accepted until it is delivered or back). */
export const hasDriver = (status: DeliveryStatus): boolean => has(DELIVERY_DRIVER_ACTIVE, status);

/** Over: delivered, returned, cancelled or with support. */
export const isEndedDelivery = (status: DeliveryStatus): boolean => has(FINAL_DELIVERY_STATUSES, status);

/** The sender may cancel it: until the package is taken (free until the driver is at the pickup). */
export const isCancellable = (status: DeliveryStatus): boolean => has(PICKUP_CODE_STATUSES, status);

/** Cancelling costs nothing: no driver has it yet. */
export const cancelsFree = (status: DeliveryStatus): boolean =>
  status === "scheduled" || status === "searching" || status === "expired";

/** The sender may send it to another drop-off: on its way there, or waiting at it. */
export const isRedirectable = (status: DeliveryStatus): boolean =>
  status === "in_transit" || status === "at_dropoff";

/** The package has not been taken yet: the sender still holds the pickup code. */
export const beforePickup = (status: DeliveryStatus): boolean => has(PICKUP_CODE_STATUSES, status);

/** Rating opens once it ended with the package handed over (delivered, or back with the sender). */
export const isRateable = (status: DeliveryStatus): boolean =>
  status === "delivered" || status === "returned";

/** A delivery's status in the sender's words, on My Bookings and its badge. */
export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  scheduled: "Scheduled",
  searching: "Finding a driver",
  accepted: "Driver on the way",
  at_pickup: "Driver at pickup",
  in_transit: "On its way",
  at_dropoff: "At the drop-off",
  returning: "Coming back",
  delivered: "Delivered",
  returned: "Returned",
  cancelled: "Cancelled",
  expired: "No driver found",
  disputed: "With support",
};

/** The colours of a status badge: ended badly, done, or still going on. */
export function deliveryStatusTone(status: DeliveryStatus): string {
  if (status === "cancelled" || status === "expired" || status === "disputed") return "bg-red-50 text-danger";
  if (status === "delivered" || status === "returned") return "bg-brand-50 text-brand-800";
  return "bg-keke-100 text-ink";
}

/** My Bookings' tabs, as rides fill them: coming up or under way, done, or cancelled (no driver found too). */
export type BookingTab = "upcoming" | "completed" | "cancelled";

/** The My Bookings tab a delivery is listed under. */
export function deliveryTab(status: DeliveryStatus): BookingTab {
  if (status === "delivered" || status === "returned" || status === "disputed") return "completed";
  if (status === "cancelled" || status === "expired") return "cancelled";
  return "upcoming";
}
