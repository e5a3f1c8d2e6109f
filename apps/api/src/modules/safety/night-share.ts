import { isNightAt } from "@campusgo/domain";
import type { DeliveryChange } from "../deliveries/transition.ts";
import type { RideChange } from "../rides/transition.ts";
import { nightHoursOf } from "../trip-checks/settings.ts";
import { nightAutoShareOf } from "./contacts.ts";
import type { SafetyDeps } from "./deps.ts";
import { shareDeliveryWithContacts, shareRideWithContacts } from "./share.ts";

/**
 * A ride accepted at night (the night hours admins set with the trip checks: 20:00-06:00 West Africa Time unless
 * changed) whose rider has the night text on: its link is made and texted to the rider's trusted contacts. A
 * subscriber of the committed change, so a late event is texted by the relay's sweep; the text goes once however
 * often it runs (the share's `textedAt` is claimed first).
 */
export async function shareOnNightAccept(deps: SafetyDeps, change: RideChange): Promise<void> {
  if (change.to !== "accepted" || !isNightAt(change.at, await nightHoursOf(deps.db))) return;
  const { ride } = change;
  if (ride.status !== "accepted" && ride.status !== "arrived" && ride.status !== "in_progress") return;
  if (!(await nightAutoShareOf(deps.db, ride.riderId))) return;
  await shareRideWithContacts(deps, ride, change.at);
}

/**
 * A delivery a driver took at night whose sender has the night text on: its shared link is made and texted to
 * the sender's trusted contacts, once, as a night ride's (a subscriber of the deliveries' committed changes).
 */
export async function shareOnNightDeliveryAccept(deps: SafetyDeps, change: DeliveryChange): Promise<void> {
  if (change.event !== "accept" || !isNightAt(change.at, await nightHoursOf(deps.db))) return;
  const { delivery } = change;
  if (!(await nightAutoShareOf(deps.db, delivery.senderId))) return;
  await shareDeliveryWithContacts(deps, delivery, change.at);
}
