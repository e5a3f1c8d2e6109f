import { onTripPaid } from "../payments/paid-listeners.ts";
import type { DeliveryDeps } from "./deps.ts";
import {
  dispatchOnDeliveryChange,
  offersOnDeliveryChange,
  publishDelivery,
  publishDeliveryChange,
  roomOnDeliveryChange,
  trackingOnDeliveryChange,
} from "./on-change.ts";
import { textRecipientOnBooking } from "./recipient-sms.ts";
import { findDelivery } from "./repo.ts";

/**
 * What follows a committed delivery change. What must not be lost is written in the transaction of the change
 * (transition.ts); these are its effects once committed. A new feature adds its subscriber here.
 */
export function subscribeDeliveryEffects(deps: DeliveryDeps): void {
  deps.events.subscribe("room", async (change) => roomOnDeliveryChange(deps, change));
  deps.events.subscribe("tracking", (change) => trackingOnDeliveryChange(deps, change));
  deps.events.subscribe("publish", (change) => publishDeliveryChange(deps, change));
  deps.events.subscribe("dispatch", (change) => dispatchOnDeliveryChange(deps, change));
  deps.events.subscribe("offers", (change) => offersOnDeliveryChange(deps, change));
  deps.events.subscribe("recipient-sms", (change) => textRecipientOnBooking(deps, change));
  // Paid before the pickup: the driver sees they may take the parcel, the sender that it is paid.
  onTripPaid(deps.db, async (tripId) => {
    const delivery = await findDelivery(deps.db, tripId);
    if (delivery) await publishDelivery(deps, delivery);
  });
}
