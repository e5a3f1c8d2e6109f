import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { Ride } from "../../db/schema/index.ts";
import { onConnection } from "../../realtime/connection.ts";
import type { RideDeps } from "../rides/deps.ts";
import { seedFares } from "../rides/fares-repo.ts";
import { findRide } from "../rides/repo.ts";
import { subscribeRideEffects } from "../rides/subscribers.ts";
import { runRideTimers } from "../rides/timers/jobs.ts";
import { asRideChange, type RideChange } from "../rides/transition.ts";
import { TripEventRelay } from "./event-relay.ts";

/**
 * The trip core: the relay of committed trip events, and for rides their subscribers, their timers and what the
 * ride services work with (`app.rideDeps`); a socket connection gets the ride handlers. Seeds the fare table.
 */
export const tripsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await seedFares(app.db);
    const trips = new TripEventRelay(app.db, app.log);
    const events = trips.kind<Ride, RideChange>("ride", findRide, asRideChange);
    const deps: RideDeps = {
      db: app.db,
      config,
      hub: app.hub,
      locations: app.locations,
      log: app.log,
      events,
      trips,
      jobs: app.jobs,
      notifier: app.notifier,
      mailer: app.mailer,
    };
    subscribeRideEffects(deps);
    app.decorate("rideDeps", deps);
    app.io.on("connection", (socket) => onConnection(deps, socket));
    await runRideTimers(deps, app.jobs, config.rides.tickMs);
  },
  { name: "trips", dependencies: ["database", "jobs", "notifier", "mail", "realtime"] },
);
