import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Jobs } from "../../jobs/types.ts";
import type { Mailer } from "../../lib/mail.ts";
import type { RealtimeHub } from "../../realtime/hub.ts";
import type { LocationIndex } from "../../realtime/location-index.ts";
import type { Notifier } from "../notifications/notifier.ts";
import type { KindEvents, TripEventRelay } from "../trips/event-relay.ts";
import type { RideChange } from "./transition.ts";

/** What the rides, offers, dispatch, drivers and tracking services work with. */
export interface RideDeps {
  db: Db;
  config: Config;
  hub: RealtimeHub;
  locations: LocationIndex;
  log: FastifyBaseLogger;
  /** Committed ride changes to their subscribers (./subscribers.ts). */
  events: KindEvents<RideChange>;
  /** The relay of every kind's events (its sweep relays those nobody relayed). */
  trips: TripEventRelay;
  notifier: Notifier;
  /** E-mail for what a rider must hear about while away (a booking ahead that found nobody). */
  mailer: Mailer;
  /** Durable timers (./timers/jobs.ts). */
  jobs: Jobs;
}

declare module "fastify" {
  interface FastifyInstance {
    rideDeps: RideDeps;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
