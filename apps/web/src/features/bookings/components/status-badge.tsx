import type { RideStatus } from "../../rides/index.ts";
import { BOOKING_STATUS_LABEL, bookingStatusTone } from "../lib/booking-status.ts";

export function BookingStatusBadge({ status }: { status: RideStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${bookingStatusTone(status)}`}>
      {BOOKING_STATUS_LABEL[status]}
    </span>
  );
}
