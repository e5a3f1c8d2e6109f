import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { RealtimeHub } from "../../realtime/hub.ts";
import type { Notifier } from "../notifications/notifier.ts";

/** What the trip checks work with. */
export interface TripCheckDeps {
  db: Db;
  /** The rider's (or sender's) connections, and the admins' room on every instance. */
  hub: Pick<RealtimeHub, "toUser" | "toAdmins">;
  /** The in-app notification (and the push where the rider has one). */
  notifier: Pick<Notifier, "notify">;
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyInstance {
    tripCheckDeps: TripCheckDeps;
  }
}
