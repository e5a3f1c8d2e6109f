import { loadPeople } from "../drivers/people.ts";
import type { RideDeps } from "./deps.ts";
import { notifyUser, rideNotices } from "./events.ts";
import type { RideChange } from "./transition.ts";

/** The in-app notifications of a ride's life, to the party who did not act. */
export async function noticesOnRideChange(deps: RideDeps, change: RideChange): Promise<void> {
  const { ride } = change;
  switch (change.event) {
    case "accept":
      if (ride.driverId) {
        await notifyUser(
          deps,
          ride.driverId,
          rideNotices.offerAccepted(ride, ride.amountKobo ?? ride.fareKobo),
        );
      }
      return;
    case "arrive": {
      const people = await loadPeople(deps.db, [ride.driverId]);
      await notifyUser(deps, ride.riderId, rideNotices.arrived(ride, people));
      return;
    }
    case "start":
      await notifyUser(deps, ride.riderId, rideNotices.started(ride));
      return;
    case "wait":
      await notifyUser(deps, ride.riderId, rideNotices.waiting(ride));
      return;
    case "return":
      await notifyUser(deps, ride.riderId, rideNotices.returning(ride));
      return;
    case "complete":
      await notifyUser(deps, ride.riderId, rideNotices.completedRider(ride));
      if (ride.driverId) await notifyUser(deps, ride.driverId, rideNotices.completedDriver(ride));
      return;
    case "end_early":
      await notifyUser(deps, ride.riderId, rideNotices.completedRider(ride));
      if (ride.driverId) await notifyUser(deps, ride.driverId, rideNotices.endedEarly(ride));
      return;
    case "cancel": {
      if (change.actor === "system") return;
      const other = change.actor === "rider" ? ride.driverId : ride.riderId;
      if (other) await notifyUser(deps, other, rideNotices.cancelled(ride, change.actor));
      return;
    }
    case "expire":
      if (change.from === "scheduled")
        await notifyUser(deps, ride.riderId, rideNotices.scheduledMissed(ride));
      return;
    default:
      return;
  }
}
