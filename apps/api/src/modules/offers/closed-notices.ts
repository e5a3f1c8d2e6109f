import { formatNaira, type TripKind } from "@campusgo/domain";
import type { Offer } from "../../db/schema/index.ts";
import type { NewNotification } from "../notifications/repo.ts";
import type { RideDeps } from "../rides/deps.ts";
import { notifyUser } from "../rides/events.ts";
import { tripSummary } from "../trips/repo.ts";

/** Why a driver's waiting offer closed without being chosen. */
export type OfferClosedBecause = "another_driver" | "cancelled" | "ended" | "unanswered";

/** The trip an offer was for, as the driver knows it (a ride unless said otherwise). */
interface OfferedTrip {
  kind?: TripKind;
  pickupName: string;
  destName: string;
}

const words = (t: OfferedTrip) =>
  t.kind === "delivery"
    ? { trip: `the delivery from ${t.pickupName} to ${t.destName}`, noun: "delivery", booker: "sender" }
    : { trip: `the ride from ${t.pickupName} to ${t.destName}`, noun: "ride", booker: "rider" };

/**
 * What a driver whose offer was waiting hears when it can no longer be chosen: the rider took another driver's
 * offer, cancelled the ride, the ride ended without a choice, or the offer's time ran out unanswered. Not a "ride." notice: the driver's dashboard
 * shows it as it comes, whatever screen is open.
 */
export function offerClosedNotice(
  offered: OfferedTrip,
  offer: Offer,
  because: OfferClosedBecause,
): NewNotification {
  const { trip, noun, booker } = words(offered);
  const yours = `Your offer of ${formatNaira(offer.amountKobo)} for ${trip}`;
  switch (because) {
    case "another_driver":
      return {
        kind: "offer.lost",
        title: `The ${booker} chose another driver`,
        body: `${yours} was not chosen: the ${booker} chose another driver.`,
        link: "/dashboard",
      };
    case "cancelled":
      return {
        kind: "offer.closed",
        title: `The ${booker} cancelled the request`,
        body: `${yours} is closed: the ${booker} cancelled the ${noun} before choosing an offer.`,
        link: "/dashboard",
      };
    case "ended":
      return {
        kind: "offer.closed",
        title: "The request has ended",
        body: `${yours} is closed: the ${noun} ended before the ${booker} chose an offer.`,
        link: "/dashboard",
      };
    case "unanswered":
      return {
        kind: "offer.closed",
        title: "Your offer expired",
        body: `${yours} expired before the ${booker} answered it.`,
        link: "/dashboard",
      };
  }
}

/**
 * Tells each driver whose waiting offer on the trip was settled (one notice per driver), in the words of its kind
 * (a ride's rider, a delivery's sender).
 */
export async function noticeClosedOffers(
  deps: Pick<RideDeps, "db" | "notifier" | "log">,
  tripId: string,
  settled: readonly Offer[],
  because: OfferClosedBecause,
): Promise<void> {
  const onTrip = settled.filter((o) => o.tripId === tripId);
  if (onTrip.length === 0) return;
  const trip = await tripSummary(deps.db, tripId);
  if (!trip) return;
  for (const offer of onTrip) {
    await notifyUser(deps, offer.driverId, offerClosedNotice(trip, offer, because));
  }
}

/** Why the waiting offers on a trip that just ended were closed: its booker cancelled it, or it ended. */
export const closedBecause = (change: { event: string; actor: string }): OfferClosedBecause =>
  change.event === "cancel" && (change.actor === "rider" || change.actor === "sender")
    ? "cancelled"
    : "ended";

/**
 * Tells the drivers whose offers expired by their own time, while their trips (rides or deliveries) still
 * searched.
 */
export async function noticeUnansweredOffers(deps: RideDeps, expired: readonly Offer[]): Promise<void> {
  for (const offer of expired) {
    const trip = await tripSummary(deps.db, offer.tripId);
    if (trip) await notifyUser(deps, offer.driverId, offerClosedNotice(trip, offer, "unanswered"));
  }
}
