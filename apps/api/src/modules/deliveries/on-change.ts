import type { DeliveryStatus } from "@campusgo/domain";
import { FINAL_DELIVERY_STATUSES } from "@campusgo/domain";
import type { Delivery } from "../../db/schema/index.ts";
import { closedBecause, noticeClosedOffers } from "../offers/closed-notices.ts";
import { announceAcceptance, announceSettledOffers } from "../offers/events.ts";
import { settleTripOffers } from "../offers/repo.ts";
import { markIdle } from "../tracking/service.ts";
import type { DeliveryDeps } from "./deps.ts";
import { closeDeliveryRequests, dispatchDelivery } from "./dispatchable.ts";
import type { DeliveryChange } from "./transition.ts";
import { loadDeliveryViewData, toDeliveryView } from "./view.ts";

const ENDED: readonly DeliveryStatus[] = [...FINAL_DELIVERY_STATUSES, "expired"];

/**
 * Requests follow their delivery: one that starts searching is sent to the drivers around whose vehicles can take
 * it; one that stops searching tells the drivers who had it that it is gone (all but the accepted driver).
 */
export async function dispatchOnDeliveryChange(deps: DeliveryDeps, change: DeliveryChange): Promise<void> {
  const { delivery } = change;
  if (change.to === "searching") {
    await dispatchDelivery(deps, delivery, change.at, { fresh: change.event === "book" });
  } else if (change.from === "searching" || change.from === "scheduled") {
    await closeDeliveryRequests(deps, delivery, change.event === "accept" ? delivery.driverId : null);
  }
}

/**
 * Offers follow their delivery: on accept, the chosen driver hears their offer was accepted and the others settled
 * in the same transaction hear theirs are gone; when it ends, offers still pending expire. The drivers whose offers
 * on the delivery were waiting are told why they were not chosen, as on a ride.
 */
export async function offersOnDeliveryChange(deps: DeliveryDeps, change: DeliveryChange): Promise<void> {
  if (change.event === "accept") {
    const lost = await announceAcceptance(deps, change.tripId, change.payload);
    await noticeClosedOffers(deps, change.tripId, lost, "another_driver");
    return;
  }
  if (ENDED.includes(change.to) && change.from !== null) {
    const expired = await settleTripOffers(deps.db, change.tripId, "expired", change.at);
    await announceSettledOffers(deps, expired);
    await noticeClosedOffers(deps, change.tripId, expired, closedBecause(change));
  }
}

/**
 * A delivery with a driver has its trip room, as a ride has: the sender's and the driver's connections join it
 * when an offer is accepted (the driver's live position goes there) and leave it when the delivery ends.
 */
export function roomOnDeliveryChange(deps: DeliveryDeps, change: DeliveryChange): void {
  const { delivery } = change;
  if (change.event === "accept" && delivery.driverId) {
    deps.hub.joinTrip([delivery.senderId, delivery.driverId], delivery.id);
  }
  if (ENDED.includes(change.to)) deps.hub.closeTrip(delivery.id);
}

/** A driver with a delivery is busy (left out of nearby lists) from the accepted offer until it ends, as with a ride. */
export async function trackingOnDeliveryChange(deps: DeliveryDeps, change: DeliveryChange): Promise<void> {
  const { driverId } = change.delivery;
  if (!driverId) return;
  if (change.event === "accept") await markIdle(deps, driverId, false);
  else if (ENDED.includes(change.to)) await markIdle(deps, driverId, true);
}

/** The sender and the driver each get the delivery as it changed ("delivery:updated"), in their own view. */
export const publishDeliveryChange = (deps: DeliveryDeps, change: DeliveryChange) =>
  publishDelivery(deps, change.delivery, change.at);

/** The sender and the driver each get the delivery as it is now, in their own view. */
export async function publishDelivery(
  deps: DeliveryDeps,
  delivery: Delivery,
  at = new Date(),
): Promise<void> {
  const data = await loadDeliveryViewData(deps.db, [delivery]);
  for (const id of [delivery.senderId, delivery.driverId]) {
    const viewer = id ? data.people.get(id)?.user : undefined;
    if (viewer) {
      deps.hub.toUser(viewer.id, "delivery:updated", {
        delivery: toDeliveryView(delivery, viewer, data, deps.config, at),
      });
    }
  }
}
