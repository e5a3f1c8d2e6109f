import type { RideTypeId } from "@campusgo/domain";
import type { Ride } from "../../db/schema/index.ts";
import type { OfferKind } from "../offers/kinds.ts";
import { issueCode } from "../trips/handover.ts";
import { notifyUser, rideNotices } from "./events.ts";
import { driverRange, riderOfferOf } from "./prices.ts";
import { findRide, lockRide } from "./repo.ts";
import { reservationTimes, reservesAhead } from "./schedule.ts";
import { setAutoAccept } from "./timers/jobs.ts";
import { type RideChange, transitionRide } from "./transition.ts";
import { toOfferView } from "./view.ts";

/** Rides as offers see them: the rider accepts, and the accepted driver gets the rider's pickup PIN to ask for. */
export const rideOfferKind: OfferKind<Ride, RideChange> = {
  kind: "ride",
  find: findRide,
  lock: lockRide,
  target: (deps, ride) => ({
    id: ride.id,
    bookerId: ride.riderId,
    searching: ride.status === "searching",
    pickup: { lat: ride.pickupLat, lon: ride.pickupLon },
    rideType: ride.rideType as RideTypeId,
    band: driverRange(deps, ride),
    bookersOfferKobo: riderOfferOf(ride),
    autoAcceptKobo: ride.autoAcceptKobo,
  }),
  reservesAhead: (deps, ride, now) => reservesAhead(deps, ride, now) && ride.scheduledAt !== null,
  async assign(tx, deps, locked, offer, by, now) {
    const times =
      reservesAhead(deps, locked, now) && locked.scheduledAt
        ? reservationTimes(deps, locked.scheduledAt)
        : null;
    const accepted = await transitionRide(tx, locked, {
      event: times ? "reserve" : "accept",
      actor: by.actor === "sender" ? "rider" : by.actor,
      ...(by.actorId ? { actorId: by.actorId } : {}),
      patch: {
        driverId: offer.driverId,
        acceptedOfferId: offer.id,
        amountKobo: offer.amountKobo,
        agreedKobo: offer.amountKobo,
        acceptedAt: now,
        nextStepAt: times?.nextStepAt ?? null,
        searchExpiresAt: times?.searchExpiresAt ?? locked.searchExpiresAt,
      },
      payload: { offerId: offer.id, settledOfferIds: by.settledOfferIds },
      at: now,
    });
    // The rider's pickup PIN, for the driver just assigned.
    if (accepted) await issueCode(tx, locked.id, "pickup");
    return accepted;
  },
  publish: (deps, change) => deps.events.publish(change),
  async offered(deps, ride, offer, people, now) {
    // Within the rider's limit: the best offer is taken for them once the others had a moment to come in.
    if (ride.autoAcceptKobo !== null && offer.amountKobo <= ride.autoAcceptKobo) {
      await setAutoAccept(deps, ride.id, new Date(now.getTime() + deps.config.rides.autoAcceptWindowMs));
    }
    const view = toOfferView(offer, people);
    deps.hub.toUser(ride.riderId, "ride:offer", { offer: view });
    deps.hub.toUser(offer.driverId, "offer:updated", { offer: view });
    await notifyUser(
      deps,
      ride.riderId,
      rideNotices.offerReceived(ride, people, offer.driverId, offer.amountKobo),
    );
  },
};
