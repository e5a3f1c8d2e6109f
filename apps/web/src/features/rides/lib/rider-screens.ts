import type { RideStatus } from "../api/types.ts";

/** The rider's screens that show one ride, in the order a booking moves through them. */
export const RIDER_SCREENS = ["myBookings", "lookingFor", "bidder", "driverCall"] as const;
export type RiderScreen = (typeof RIDER_SCREENS)[number];

/**
 * The screen each ride status belongs on: the one map the ride screens follow and the "Open" banner
 * resumes from. Round trips wait at the destination and come back on the driver's screen, like a trip
 * under way. null: no screen of its own; whichever screen has the ride says that it ended.
 */
export const RIDER_SCREEN_BY_STATUS: Record<RideStatus, RiderScreen | null> = {
  scheduled: "myBookings",
  searching: "lookingFor",
  // Matched ahead of a later pickup: it waits in my bookings until the driver confirms near the time.
  reserved: "myBookings",
  accepted: "driverCall",
  arrived: "driverCall",
  in_progress: "driverCall",
  waiting: "driverCall",
  returning: "driverCall",
  completed: "driverCall",
  cancelled: null,
  expired: null,
};

/**
 * Where a screen showing a ride should go when the ride's status changes, or null to stay. A booking only
 * moves forward: the offers screen keeps a ride that is still searching, and nothing is sent back a step.
 */
export function nextRiderScreen(here: RiderScreen, status: RideStatus): RiderScreen | null {
  const target = RIDER_SCREEN_BY_STATUS[status];
  if (target === null) return null;
  return RIDER_SCREENS.indexOf(target) > RIDER_SCREENS.indexOf(here) ? target : null;
}

/**
 * A ride under way now: the rider is waiting for a driver, being picked up, on the trip, or on a round trip's
 * wait and way back. A booking for later (scheduled, or reserved with a driver) is not one yet.
 */
export const LIVE_RIDE_STATUSES = [
  "searching",
  "accepted",
  "arrived",
  "in_progress",
  "waiting",
  "returning",
] as const satisfies readonly RideStatus[];

export const isLiveRide = (status: RideStatus): boolean =>
  (LIVE_RIDE_STATUSES as readonly RideStatus[]).includes(status);
