import type { RideDeps } from "./deps.ts";
import { dispatchOnRideChange } from "./dispatch-on-change.ts";
import { noticesOnRideChange } from "./notices-on-change.ts";
import { offersOnRideChange } from "./offers-on-change.ts";
import { publishOnRideChange } from "./publish-on-change.ts";
import { timersOnRideChange } from "./timers/jobs.ts";
import { trackingOnRideChange } from "./tracking-on-change.ts";

/**
 * What follows a committed ride change, in this order: offers settle, requests go out or close, its timers are
 * set, the driver is
 * busy or idle, both parties see the ride, the other party is notified. What must not be lost (what the rider
 * owes) is not a subscriber: it is written in the transaction of the change (transition.ts). A new feature adds
 * its subscriber here.
 */
export function subscribeRideEffects(deps: RideDeps): void {
  deps.events.subscribe("offers", (change) => offersOnRideChange(deps, change));
  deps.events.subscribe("dispatch", (change) => dispatchOnRideChange(deps, change));
  deps.events.subscribe("timers", (change) => timersOnRideChange(deps, change));
  deps.events.subscribe("tracking", (change) => trackingOnRideChange(deps, change));
  deps.events.subscribe("publish", (change) => publishOnRideChange(deps, change));
  deps.events.subscribe("notices", (change) => noticesOnRideChange(deps, change));
}
