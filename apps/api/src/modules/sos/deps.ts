import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Mail } from "../../lib/mail.ts";
import type { SmsInput } from "../../lib/sms.ts";
import type { RealtimeHub } from "../../realtime/hub.ts";
import type { LocationIndex } from "../../realtime/location-index.ts";

/** What SOS works with. */
export interface SosDeps {
  db: Db;
  config: Config;
  /** The admins' room, on every instance. */
  hub: Pick<RealtimeHub, "toAdmins">;
  /** The driver's last live position, when the phone sent none. */
  locations: LocationIndex;
  sms: { send(input: SmsInput): Promise<string | null> };
  mailer: { send(mail: Mail): Promise<void> };
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyInstance {
    sosDeps: SosDeps;
  }
}
