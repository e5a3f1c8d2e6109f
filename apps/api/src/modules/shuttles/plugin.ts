import fp from "fastify-plugin";
import type { ShuttleRun } from "../../db/schema/index.ts";
import { findRun, type RunChange, type RunDeps } from "./runs.ts";

declare module "fastify" {
  interface FastifyInstance {
    runDeps: RunDeps;
  }
}

/**
 * Shuttle runs join the trip core's relay as a kind of their own, with a room per run; `app.runDeps` is what their
 * services use.
 */
export const shuttlesPlugin = fp(
  async (app) => {
    const events = app.rideDeps.trips.kind<ShuttleRun, RunChange>("shuttle_run", findRun, (change) => change);
    // A running run's room holds its driver's connections: their positions are recorded as the run's track.
    events.subscribe("room", async ({ to, trip }) => {
      if (to === "running" && trip.driverId) app.hub.joinTrip([trip.driverId], trip.id);
      if (to === "ended") app.hub.closeTrip(trip.id);
    });
    app.decorate("runDeps", { db: app.db, events });
  },
  { name: "shuttles", dependencies: ["trips"] },
);
