import type { RideDeps } from "./deps.ts";
import { closeRideRequests, dispatchRide } from "./dispatchable.ts";
import type { RideChange } from "./transition.ts";

/**
 * Requests follow their ride: a ride that starts searching (booked now, a scheduled one whose time came, a
 * search again) is sent to the drivers around; one that stops searching tells the drivers who had it that it
 * is gone (all of them but the accepted driver).
 */
export async function dispatchOnRideChange(deps: RideDeps, change: RideChange): Promise<void> {
  const { ride } = change;
  if (change.to === "searching") {
    // A swept event may find the ride moved on: dispatchRide sends nothing unless it is still searching.
    await dispatchRide(deps, ride, change.at, { fresh: change.event === "book" });
    return;
  }
  if (change.from === "searching" || change.from === "scheduled") {
    await closeRideRequests(
      deps,
      ride,
      change.event === "accept" || change.event === "reserve" ? ride.driverId : null,
    );
  }
}
