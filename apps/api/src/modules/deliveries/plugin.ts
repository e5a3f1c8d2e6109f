import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { Delivery } from "../../db/schema/index.ts";
import type { DeliveryDeps } from "./deps.ts";
import { findDelivery } from "./repo.ts";
import { subscribeDeliveryEffects } from "./subscribers.ts";
import { runDeliveryTimers } from "./timers.ts";
import { asDeliveryChange, type DeliveryChange } from "./transition.ts";

/**
 * Deliveries join the trip core: their kind on the event relay (the trips plugin's, whose sweep then also
 * relays theirs), their subscribers, their timed steps (./timers.ts), and `app.deliveryDeps` for their routes.
 */
export const deliveriesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { trips, locations, hub, jobs, notifier } = app.rideDeps;
    const events = trips.kind<Delivery, DeliveryChange>("delivery", findDelivery, asDeliveryChange);
    const deps: DeliveryDeps = {
      db: app.db,
      config,
      locations,
      hub,
      log: app.log,
      events,
      sms: app.sms,
      jobs,
      notifier,
    };
    subscribeDeliveryEffects(deps);
    app.decorate("deliveryDeps", deps);
    await runDeliveryTimers(deps, app.jobs, config.rides.tickMs);
  },
  { name: "deliveries", dependencies: ["database", "sms", "realtime", "trips"] },
);
