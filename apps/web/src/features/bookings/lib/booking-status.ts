import type { RideStatus } from "../../rides/index.ts";

/** A booking's status in the rider's words, on the list and on its details. */
export const BOOKING_STATUS_LABEL: Record<RideStatus, string> = {
  scheduled: "Scheduled",
  searching: "Finding a driver",
  reserved: "Driver booked",
  accepted: "Driver on the way",
  arrived: "Driver arrived",
  in_progress: "On trip",
  waiting: "Driver waiting",
  returning: "On the way back",
  completed: "Completed",
  cancelled: "Cancelled",
  expired: "No driver found",
};

/** The colours of a status badge: ended badly, done, or still to come. */
export function bookingStatusTone(status: RideStatus): string {
  if (status === "cancelled" || status === "expired") return "bg-red-50 text-danger";
  if (status === "completed") return "bg-brand-50 text-brand-800";
  return "bg-keke-100 text-ink";
}

/** Bookings that ended (completed, cancelled, or no driver found): they can be booked again. */
export const isEndedBooking = (status: RideStatus): boolean =>
  status === "completed" || status === "cancelled" || status === "expired";

/** Bookings for later the rider may still cancel from the list. */
export const isCancellableLater = (status: RideStatus): boolean =>
  status === "scheduled" || status === "reserved";
