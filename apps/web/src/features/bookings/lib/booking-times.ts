import type { Ride } from "../../rides/index.ts";

export interface BookingTime {
  label: string;
  at: string;
}

/**
 * The moments of a booking the ride view tells: when it was booked and for when, a round trip's wait, and
 * when it ended (the last change of an ended ride is its end).
 */
export function bookingTimes(ride: Ride): BookingTime[] {
  const times: BookingTime[] = [{ label: "Booked", at: ride.createdAt }];
  if (ride.scheduledAt) times.push({ label: "Scheduled for", at: ride.scheduledAt });
  if (ride.waitStartedAt) times.push({ label: "Driver started waiting", at: ride.waitStartedAt });
  if (ride.status === "completed") times.push({ label: "Completed", at: ride.updatedAt });
  if (ride.status === "cancelled") times.push({ label: "Cancelled", at: ride.updatedAt });
  if (ride.status === "expired") times.push({ label: "Search ended", at: ride.updatedAt });
  return times;
}
