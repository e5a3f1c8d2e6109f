import { FINAL_RIDE_STATUSES, type RideStatus } from "@campusgo/domain";
import { closedBecause, noticeClosedOffers } from "../offers/closed-notices.ts";
import { announceAcceptance, announceSettledOffers } from "../offers/events.ts";
import { settleTripOffers } from "../offers/repo.ts";
import type { RideDeps } from "./deps.ts";
import type { RideChange } from "./transition.ts";

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
    const lost = await announceAcceptance(deps, ride.id, change.payload);
    await noticeClosedOffers(deps, ride.id, lost, "another_driver");
    return;
  }
  if (ENDED.includes(change.to) && change.from !== null) {
    const expired = await settleTripOffers(deps.db, ride.id, "expired", change.at);
    await announceSettledOffers(deps, expired);
    await noticeClosedOffers(deps, ride.id, expired, closedBecause(change));
  }
}
