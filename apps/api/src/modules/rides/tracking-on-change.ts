import { FINAL_RIDE_STATUSES, type RideStatus } from "@campusgo/domain";
import { markIdle } from "../tracking/service.ts";
import type { RideDeps } from "./deps.ts";
import type { RideChange } from "./transition.ts";

/** A driver with a ride is busy (left out of nearby lists and dispatch) until it ends. */
export async function trackingOnRideChange(deps: RideDeps, change: RideChange): Promise<void> {
  const { driverId } = change.ride;
  if (!driverId) return;
  // Busy from the moment the driver heads to the pickup (accepted now, or a booking ahead confirmed).
  if (change.to === "accepted") await markIdle(deps, driverId, false);
  else if ((FINAL_RIDE_STATUSES as readonly RideStatus[]).includes(change.to)) {
    await markIdle(deps, driverId, true);
  }
}
