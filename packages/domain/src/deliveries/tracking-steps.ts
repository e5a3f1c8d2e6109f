import type { DeliveryStatus } from "./model.ts";
import type { TrackingView } from "./views.ts";

/** The words of the steps a delivery's tracking page lists. */
export const TRACKING_STEP_LABELS = {
  booked: "Booked",
  assigned: "Driver assigned",
  pickedUp: "Picked up",
  arrived: "Arrived",
  delivered: "Delivered",
  returning: "On its way back",
  returned: "Back with the sender",
  cancelled: "Cancelled",
  expired: "No driver found",
  disputed: "Being checked",
} as const;

/** One step of a delivery as the tracking page lists it. */
export interface TrackingStep {
  label: string;
  /** When it happened (ISO); null if it has not, or if it was passed without being stamped. */
  at: string | null;
  done: boolean;
}

/**
 * The steps a tracking page lists, in order: booked, driver assigned, picked up, arrived, delivered. A delivery
 * coming back lists its way back instead of the hand-over; one that was cancelled, found no driver or is being
 * checked lists the steps it reached and then how it stopped. A step passed without a time (a hand-over sent
 * from the offline queue before the arrival was) is done all the same.
 */
export function trackingSteps(status: DeliveryStatus, steps: TrackingView["steps"]): TrackingStep[] {
  const L = TRACKING_STEP_LABELS;
  const reached: [string, string | null][] = [
    [L.booked, steps.bookedAt],
    [L.assigned, steps.acceptedAt],
    [L.pickedUp, steps.pickedUpAt],
    [L.arrived, steps.arrivedDropoffAt],
  ];
  const stamped = () => reached.filter(([, at]) => at !== null);
  let list: [string, string | null][];
  switch (status) {
    case "returning":
    case "returned":
      list = [...reached, [L.returning, steps.returnStartedAt], [L.returned, steps.returnedAt]];
      break;
    case "cancelled":
      list = [...stamped(), [L.cancelled, steps.cancelledAt]];
      break;
    case "expired":
      list = [...stamped(), [L.expired, steps.expiredAt]];
      break;
    case "disputed":
      list = [...stamped(), [L.disputed, steps.endedAt]];
      break;
    default:
      list = [...reached, [L.delivered, steps.deliveredAt]];
  }
  // A loop, not findLastIndex: the page's script runs this on phones whose browsers predate it.
  let lastDone = -1;
  list.forEach(([, at], i) => {
    if (at !== null) lastDone = i;
  });
  return list.map(([label, at], i) => ({ label, at, done: i <= lastDone }));
}
