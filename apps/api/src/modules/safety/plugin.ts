import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { eraseSafetyDataOnAccountDeletion } from "./account-deletion.ts";
import type { SafetyDeps } from "./deps.ts";
import { shareOnNightAccept, shareOnNightDeliveryAccept } from "./night-share.ts";

/**
 * Trusted contacts and trip sharing (docs/decisions/0032-trip-safety-sharing.md): `app.safetyDeps` for the
 * routes and the tracking link, the rides' and deliveries' subscribers that text a night trip's link, and the eraser of
 * account deletion.
 */
export const safetyPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const deps: SafetyDeps = {
      db: app.db,
      config,
      locations: app.rideDeps.locations,
      sms: app.sms,
      log: app.log,
    };
    app.rideDeps.events.subscribe("night-share", (change) => shareOnNightAccept(deps, change));
    app.deliveryDeps.events.subscribe("night-share", (change) => shareOnNightDeliveryAccept(deps, change));
    eraseSafetyDataOnAccountDeletion();
    app.decorate("safetyDeps", deps);
  },
  { name: "safety", dependencies: ["database", "sms", "trips", "deliveries"] },
);
