import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { ShuttleRun } from "../../db/schema/index.ts";
import { BoardPush } from "./board-push.ts";
import { tellRidersBusNear } from "./notices.ts";
import { findRun, type RunChange, type RunDeps } from "./runs.ts";
import { settleSeats } from "./settle.ts";

declare module "fastify" {
  interface FastifyInstance {
    runDeps: RunDeps;
    boardPush: BoardPush;
  }
}

/**
 * Shuttle runs join the trip core's relay as a kind of their own, with a room per run; `app.runDeps` is what their
 * services use.
 */
export const shuttlesPlugin = fp<{ config: Config }>(
  async (app, options) => {
    const events = app.rideDeps.trips.kind<ShuttleRun, RunChange>("shuttle_run", findRun, (change) => change);
    // A running run's room holds its driver's connections: their positions are recorded as the run's track.
    events.subscribe("room", async ({ to, trip }) => {
      if (to === "running" && trip.driverId) app.hub.joinTrip([trip.driverId], trip.id);
      if (to === "ended") app.hub.closeTrip(trip.id);
    });
    app.decorate("runDeps", { db: app.db, events });
    // The lines' arrival boards, pushed to the connections watching them.
    const boards = new BoardPush({
      io: app.io,
      db: app.db,
      locations: app.locations,
      log: app.log,
      clustered: Boolean(options.config.redisUrl),
    });
    app.io.on("connection", (socket) => boards.register(socket));
    const stopPositions = app.hub.onTripPosition((tripId) => boards.tripPosition(tripId));
    events.subscribe("board", async ({ to, trip }) => {
      if (to === "running" || to === "ended") boards.runChanged(trip.id, trip.lineId, to === "ended");
    });
    app.decorate("boardPush", boards);
    app.addHook("onClose", async () => {
      stopPositions();
      boards.close();
    });
    // Riders waiting for a bus are told when it is two stops away, and seats follow the bus (missed when it goes
    // on without the rider, done when it reaches their stop): a sweep every few seconds, on every instance (each
    // notice and change claimed once).
    const every = options.config.rides.tickMs;
    if (every > 0) {
      const deps = { db: app.db, locations: app.locations, notifier: app.notifier };
      const timer = setInterval(() => {
        tellRidersBusNear(deps)
          .then(() => settleSeats(deps))
          .catch((error: unknown) => app.log.warn({ err: error }, "shuttle notices failed"));
      }, every);
      timer.unref();
      app.addHook("onClose", async () => clearInterval(timer));
    }
  },
  { name: "shuttles", dependencies: ["trips"] },
);
