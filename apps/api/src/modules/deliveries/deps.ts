import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { SmsInput } from "../../lib/sms.ts";
import type { RealtimeHub } from "../../realtime/hub.ts";
import type { LocationIndex } from "../../realtime/location-index.ts";
import type { RideDeps } from "../rides/deps.ts";
import type { KindEvents } from "../trips/event-relay.ts";
import type { DeliveryChange } from "./transition.ts";

/** What the deliveries' services work with. */
export interface DeliveryDeps {
  db: Db;
  config: Config;
  /** Drivers' live positions (the tracking link shows the driver's while the parcel is on its way). */
  locations: LocationIndex;
  log: FastifyBaseLogger;
  /** The sender's and the driver's sockets, and the drivers a request goes to. */
  hub: RealtimeHub;
  /** Committed delivery changes to their subscribers (./subscribers.ts). */
  events: KindEvents<DeliveryChange>;
  sms: { send(input: SmsInput): Promise<string | null> };
  /** Background jobs (the browser pushes of requests). */
  jobs: RideDeps["jobs"];
  /** In-app notifications (the drivers whose offers were not chosen). */
  notifier: RideDeps["notifier"];
}

declare module "fastify" {
  interface FastifyInstance {
    deliveryDeps: DeliveryDeps;
  }
}
