import { loadPeople } from "../drivers/people.ts";
import type { RideDeps } from "./deps.ts";
import { notifyUser, rideNotices } from "./events.ts";
import { mailRider, riderMails } from "./mails.ts";
import type { RideChange } from "./transition.ts";

/** The in-app notifications of a ride's life, to the party who did not act. */
export async function noticesOnRideChange(deps: RideDeps, change: RideChange): Promise<void> {
  const { ride } = change;
  switch (change.event) {
    case "accept":
      if (change.actor === "system") {
        const people = await loadPeople(deps.db, [ride.driverId]);
        await notifyUser(deps, ride.riderId, rideNotices.acceptedForRider(ride, people));
      }
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
    case "reserve": {
      const people = await loadPeople(deps.db, [ride.driverId]);
      await notifyUser(
        deps,
        ride.riderId,
        rideNotices.reservedRider(ride, people, change.actor === "system"),
      );
      if (ride.driverId) await notifyUser(deps, ride.driverId, rideNotices.reservedDriver(ride));
      return;
    }
    case "confirm": {
      const people = await loadPeople(deps.db, [ride.driverId]);
      await notifyUser(deps, ride.riderId, rideNotices.confirmed(ride, people));
      return;
    }
    case "release": {
      await notifyUser(deps, ride.riderId, rideNotices.releasedRider(ride));
      await mailRider(deps, ride, riderMails.released(ride));
      const formerDriver = typeof change.payload?.driverId === "string" ? change.payload.driverId : null;
      if (formerDriver) await notifyUser(deps, formerDriver, rideNotices.releasedDriver(ride));
      return;
    }
    case "complete":
      await notifyUser(deps, ride.riderId, rideNotices.completedRider(ride));
      if (ride.endedAwayM !== null) await notifyUser(deps, ride.riderId, rideNotices.endedAway(ride));
      if (ride.driverId) await notifyUser(deps, ride.driverId, rideNotices.completedDriver(ride));
      return;
    case "end_early":
      await notifyUser(deps, ride.riderId, rideNotices.completedRider(ride));
      if (ride.driverId) await notifyUser(deps, ride.driverId, rideNotices.endedEarly(ride));
      return;
    case "cancel": {
      if (change.actor === "system") return;
      const other = change.actor === "rider" ? ride.driverId : ride.riderId;
      const fee = change.payload.cancelFeeKobo;
      if (other) {
        await notifyUser(
          deps,
          other,
          rideNotices.cancelled(ride, change.actor, typeof fee === "number" ? fee : 0),
        );
      }
      return;
    }
    case "expire":
      // No ride ever ends without its rider being told; one booked for later is told by e-mail too.
      if (change.from === "scheduled") {
        await notifyUser(deps, ride.riderId, rideNotices.scheduledMissed(ride));
      } else {
        await notifyUser(deps, ride.riderId, rideNotices.noDriver(ride));
        if (ride.scheduledAt) await mailRider(deps, ride, riderMails.noDriver(ride));
      }
      return;
    default:
      return;
  }
}
