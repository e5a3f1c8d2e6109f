import fp from "fastify-plugin";
import type { ShuttleRun } from "../../db/schema/index.ts";
import { findRun, type RunChange, type RunDeps } from "./runs.ts";

declare module "fastify" {
  interface FastifyInstance {
    runDeps: RunDeps;
  }
}

/** Shuttle runs join the trip core's relay as a kind of their own; `app.runDeps` is what their services use. */
export const shuttlesPlugin = fp(
  async (app) => {
    const events = app.rideDeps.trips.kind<ShuttleRun, RunChange>("shuttle_run", findRun, (change) => change);
    app.decorate("runDeps", { db: app.db, events });
  },
  { name: "shuttles", dependencies: ["trips"] },
);
