import { FINAL_RIDE_STATUSES, type RideStatus } from "@campusgo/domain";
import { loadPeople } from "../drivers/people.ts";
import type { RideDeps } from "../rides/deps.ts";
import type { RideChange } from "../rides/transition.ts";
import { toOfferView } from "../rides/view.ts";
import { noticeClosedOffers } from "./closed-notices.ts";
import { announceSettledOffers } from "./events.ts";
import { findOffers, settleRideOffers } from "./repo.ts";

const ENDED: readonly RideStatus[] = [...FINAL_RIDE_STATUSES, "expired"];

/**
 * Offers follow their ride: on accept, the chosen driver hears their offer was accepted and the drivers whose
 * offers were settled in the same transaction hear theirs are gone (lost on this ride; withdrawn elsewhere,
 * whose riders are told too); when the ride ends, offers still pending expire. The drivers whose offers on the ride
 * were waiting are told why they were not chosen.
 */
export async function offersOnRideChange(deps: RideDeps, change: RideChange): Promise<void> {
  const { ride } = change;
  if (change.event === "accept" || change.event === "reserve") {
    const settledIds = (change.payload.settledOfferIds as string[] | undefined) ?? [];
    const list = await findOffers(deps.db, [String(change.payload.offerId), ...settledIds]);
    const people = await loadPeople(
      deps.db,
      list.map((o) => o.driverId),
    );
    const accepted = list.find((o) => o.id === change.payload.offerId);
    if (accepted)
      deps.hub.toUser(accepted.driverId, "offer:updated", { offer: toOfferView(accepted, people) });
    const settled = list.filter((o) => o.id !== change.payload.offerId);
    const lost = settled.filter((o) => o.rideId === ride.id);
    await announceSettledOffers(deps, lost, { tellRider: false, people });
    await noticeClosedOffers(deps, ride, lost, "another_driver");
    await announceSettledOffers(
      deps,
      settled.filter((o) => o.rideId !== ride.id),
      { people },
    );
    return;
  }
  if (ENDED.includes(change.to) && change.from !== null) {
    const expired = await settleRideOffers(deps.db, ride.id, "expired", change.at);
    await announceSettledOffers(deps, expired);
    await noticeClosedOffers(
      deps,
      ride,
      expired,
      change.event === "cancel" && change.actor === "rider" ? "cancelled" : "ended",
    );
  }
}
