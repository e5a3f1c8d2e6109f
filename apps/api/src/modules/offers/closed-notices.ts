import { formatNaira } from "@campusgo/domain";
import type { Offer, Ride } from "../../db/schema/index.ts";
import type { NewNotification } from "../notifications/repo.ts";
import type { RideDeps } from "../rides/deps.ts";
import { notifyUser } from "../rides/events.ts";
import { findRide } from "../rides/repo.ts";

/** Why a driver's waiting offer closed without being chosen. */
export type OfferClosedBecause = "another_driver" | "cancelled" | "ended" | "unanswered";

const trip = (ride: Ride) => `the ride from ${ride.pickupName} to ${ride.destName}`;

/**
 * What a driver whose offer was waiting hears when it can no longer be chosen: the rider took another driver's
 * offer, cancelled the ride, the ride ended without a choice, or the offer's time ran out unanswered. Not a "ride." notice: the driver's dashboard
 * shows it as it comes, whatever screen is open.
 */
export function offerClosedNotice(ride: Ride, offer: Offer, because: OfferClosedBecause): NewNotification {
  const yours = `Your offer of ${formatNaira(offer.amountKobo)} for ${trip(ride)}`;
  switch (because) {
    case "another_driver":
      return {
        kind: "offer.lost",
        title: "The rider chose another driver",
        body: `${yours} was not chosen: the rider chose another driver.`,
        link: "/dashboard",
      };
    case "cancelled":
      return {
        kind: "offer.closed",
        title: "The rider cancelled the request",
        body: `${yours} is closed: the rider cancelled the ride before choosing an offer.`,
        link: "/dashboard",
      };
    case "ended":
      return {
        kind: "offer.closed",
        title: "The request has ended",
        body: `${yours} is closed: the ride ended before the rider chose an offer.`,
        link: "/dashboard",
      };
    case "unanswered":
      return {
        kind: "offer.closed",
        title: "Your offer expired",
        body: `${yours} expired before the rider answered it.`,
        link: "/dashboard",
      };
  }
}

/** Tells each driver whose waiting offer on `ride` was settled (one notice per driver). */
export async function noticeClosedOffers(
  deps: RideDeps,
  ride: Ride,
  settled: readonly Offer[],
  because: OfferClosedBecause,
): Promise<void> {
  for (const offer of settled) {
    if (offer.tripId !== ride.id) continue;
    await notifyUser(deps, offer.driverId, offerClosedNotice(ride, offer, because));
  }
}

/** Tells the drivers whose offers expired by their own time, while their rides still searched. */
export async function noticeUnansweredOffers(deps: RideDeps, expired: readonly Offer[]): Promise<void> {
  for (const offer of expired) {
    const ride = await findRide(deps.db, offer.tripId);
    if (ride) await notifyUser(deps, offer.driverId, offerClosedNotice(ride, offer, "unanswered"));
  }
}
