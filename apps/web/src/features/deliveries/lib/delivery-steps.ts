import type { Delivery } from "../api/types.ts";

export interface DeliveryStep {
  label: string;
  /** When it happened; null while it has not. */
  at: string | null;
  state: "done" | "current" | "todo";
}

type Steps = Delivery["steps"];
type Row = [label: string, at: keyof Steps];

const TO_DROPOFF: Row[] = [
  ["Booked", "bookedAt"],
  ["Driver assigned", "acceptedAt"],
  ["Driver at the pickup", "arrivedPickupAt"],
  ["Package picked up", "pickedUpAt"],
  ["At the drop-off", "arrivedDropoffAt"],
];

/**
 * The steps of a delivery as its sender follows them: booked, a driver, the pickup, the drop-off, delivered; or,
 * when nobody took it, the way back; or where it stopped (cancelled, no driver found). Each done step has its
 * time; the next one to happen is current while the delivery goes on.
 */
export function deliverySteps(delivery: Pick<Delivery, "status" | "steps">): DeliveryStep[] {
  const { status, steps } = delivery;
  let rows: Row[];
  if (status === "cancelled") {
    rows = [...TO_DROPOFF.filter(([, at]) => steps[at]), ["Cancelled", "cancelledAt"]];
  } else if (status === "expired") {
    rows = [TO_DROPOFF[0] as Row, ["No driver found", "expiredAt"]];
  } else if (status === "returning" || status === "returned" || steps.returnStartedAt) {
    rows = [...TO_DROPOFF, ["Coming back to you", "returnStartedAt"], ["Back with you", "returnedAt"]];
  } else {
    rows = [...TO_DROPOFF, ["Delivered", "deliveredAt"]];
  }
  const going = status !== "cancelled" && status !== "expired" && status !== "disputed";
  let currentGiven = false;
  return rows.map(([label, key]) => {
    const at = steps[key];
    if (at) return { label, at, state: "done" as const };
    if (going && !currentGiven) {
      currentGiven = true;
      return { label, at: null, state: "current" as const };
    }
    return { label, at: null, state: "todo" as const };
  });
}
