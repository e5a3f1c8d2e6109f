import { FINAL_RIDE_STATUSES, type RideStatus } from "@campusgo/domain";
import type { RideDeps } from "./deps.ts";
import { publishRide } from "./events.ts";
import type { RideChange } from "./transition.ts";

/**
 * The rider and the driver see every change of their ride ("ride:updated"); an accepted ride opens its room
 * (the driver's live position goes there), an ended one closes it. The booking itself is answered by its
 * request.
 */
export async function publishOnRideChange(deps: RideDeps, change: RideChange): Promise<void> {
  const { ride } = change;
  if (change.to === "accepted" && ride.driverId) deps.hub.joinTrip([ride.riderId, ride.driverId], ride.id);
  if ((FINAL_RIDE_STATUSES as readonly RideStatus[]).includes(change.to) || change.to === "expired") {
    deps.hub.closeTrip(ride.id);
  }
  if (change.event !== "book") await publishRide(deps, ride);
}
