import type { DeliveryStatus } from "../api/types.ts";
import { DELIVERY_STATUS_LABEL, deliveryStatusTone } from "../lib/delivery-status.ts";

/** A delivery's status as a small pill, on My Bookings and its screen. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${deliveryStatusTone(status)}`}
    >
      {DELIVERY_STATUS_LABEL[status]}
    </span>
  );
}
