import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { SmsInput } from "../../lib/sms.ts";
import type { LocationIndex } from "../../realtime/location-index.ts";

/** What trusted contacts and trip sharing work with. */
export interface SafetyDeps {
  db: Db;
  config: Config;
  /** Drivers' live positions (a shared ride shows the driver's while it is under way). */
  locations: LocationIndex;
  sms: { send(input: SmsInput): Promise<string | null> };
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyInstance {
    safetyDeps: SafetyDeps;
  }
}
