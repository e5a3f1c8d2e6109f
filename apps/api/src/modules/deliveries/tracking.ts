import { DELIVERY_MESSAGES, type TrackingView } from "@campusgo/domain";
import { AppError } from "../../lib/errors.ts";
import { loadPeople } from "../drivers/people.ts";
import type { DeliveryDeps } from "./deps.ts";
import { deliveryOfToken, shareLinkExpired } from "./share.ts";
import { toTrackingView } from "./view.ts";

/**
 * What the tracking link `token` shows now: 404 for a link that names no delivery, 410 once it has expired (a
 * day after the delivery ended). The driver's live position is shown while the parcel is on its way, if fresh.
 */
export async function trackDelivery(
  deps: DeliveryDeps,
  token: string,
  now = new Date(),
): Promise<TrackingView> {
  const delivery = await deliveryOfToken(deps.db, token);
  if (!delivery) throw new AppError("not_found", DELIVERY_MESSAGES.linkNotFound);
  if (shareLinkExpired(delivery, now)) throw new AppError("gone", DELIVERY_MESSAGES.linkGone);
  const { driverId } = delivery;
  if (!driverId) return toTrackingView(delivery, undefined, undefined);
  const [people, position] = await Promise.all([
    loadPeople(deps.db, [driverId]),
    delivery.status === "in_transit" ? deps.locations.get(driverId) : undefined,
  ]);
  const fresh = position && position.at >= now.getTime() - deps.config.rides.locationStaleMs;
  return toTrackingView(delivery, people.get(driverId), fresh ? position : undefined);
}
