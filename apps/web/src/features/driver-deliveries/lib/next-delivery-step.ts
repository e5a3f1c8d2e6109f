import type { DeliveryView } from "../api/types.ts";
import type { HandoverStep } from "./handover.ts";

/**
 * What the driver does next on their delivery, named after what they tap (or wait for): at the pickup, the
 * sender pays first; a hand-over made offline shows as confirming until the server has checked it.
 */
export type DeliveryStep =
  | "arrive_pickup"
  | "await_payment"
  | "pickup"
  | "arrive_dropoff"
  | "deliver"
  | "returned"
  | "confirming_dropoff"
  | "confirming_return";

type StepFields = Pick<DeliveryView, "status" | "payment">;

/**
 * The driver's next step on `delivery`, given the hand-overs of it still waiting in the offline queue
 * (`queued`). A pickup made offline lets the driver go on to the drop-off's hand-over (the server takes a
 * queued drop-off from in transit), never to a step the server would refuse before it knows the pickup.
 */
export function nextDeliveryStep(
  delivery: StepFields,
  queued: readonly HandoverStep[] = [],
): DeliveryStep | null {
  if (queued.includes("dropoff")) return "confirming_dropoff";
  if (queued.includes("returned")) return "confirming_return";
  switch (delivery.status) {
    case "accepted":
      return "arrive_pickup";
    case "at_pickup":
      if (queued.includes("pickup")) return "deliver";
      return delivery.payment?.status === "paid" ? "pickup" : "await_payment";
    case "in_transit":
      return "arrive_dropoff";
    case "at_dropoff":
      return "deliver";
    case "returning":
      return "returned";
    default:
      return null;
  }
}

/** Whether the recipient's free wait at the drop-off is over, so the parcel may go back to the sender. */
export function freeWaitOver(
  delivery: Pick<DeliveryView, "status" | "freeWaitEndsAt">,
  now: number,
): boolean {
  if (delivery.status !== "at_dropoff" || !delivery.freeWaitEndsAt) return false;
  return Date.parse(delivery.freeWaitEndsAt) <= now;
}

/** Where the driver heads now: the pickup, the drop-off, or back to the sender at the pickup. */
export function deliveryLeg(
  delivery: Pick<DeliveryView, "status" | "pickup" | "dropoff">,
  queued: readonly HandoverStep[] = [],
): { to: DeliveryView["pickup"]; toward: "pickup" | "dropoff" | "sender" } {
  if (delivery.status === "returning") return { to: delivery.pickup, toward: "sender" };
  if (
    delivery.status === "in_transit" ||
    delivery.status === "at_dropoff" ||
    (delivery.status === "at_pickup" && queued.includes("pickup"))
  ) {
    return { to: delivery.dropoff, toward: "dropoff" };
  }
  return { to: delivery.pickup, toward: "pickup" };
}
