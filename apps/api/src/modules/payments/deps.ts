import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Jobs } from "../../jobs/types.ts";
import type { Mailer } from "../../lib/mail.ts";
import type { Notifier } from "../notifications/notifier.ts";
import type { PaymentGateway } from "./gateway.ts";

/** What the payments services work with. */
export interface PaymentDeps {
  db: Db;
  config: Config;
  /** Undefined when no gateway is configured (production without PAYSTACK_SECRET_KEY). */
  gateway: PaymentGateway | undefined;
  jobs: Jobs;
  mailer: Mailer;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyInstance {
    paymentDeps: PaymentDeps;
  }
}
