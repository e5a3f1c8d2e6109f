import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { TripCheckDeps } from "./deps.ts";
import { runTripCheckSweep } from "./sweep.ts";

/**
 * Automatic trip checks (docs/decisions/0034-trip-checks.md): `app.tripCheckDeps` for the routes, and the sweep
 * every TRIP_CHECK_TICK_MS on every instance (each question and each escalation claimed by a compare-and-set).
 */
export const tripChecksPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const deps: TripCheckDeps = { db: app.db, hub: app.hub, notifier: app.notifier, log: app.log };
    app.decorate("tripCheckDeps", deps);
    const stop = runTripCheckSweep(deps, config.tripCheckTickMs);
    app.addHook("onClose", async () => stop());
  },
  { name: "trip-checks", dependencies: ["database", "realtime", "notifier"] },
);
