import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { REQUEST_PUSH_JOB, requestPushHandler } from "./ride-requests.ts";
import { PushSender } from "./sender.ts";

/** Runs the push jobs: ride requests to the drivers they went to (docs/decisions/0025-web-push.md). */
export const pushPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const sender = new PushSender(config.push);
    // One worker (it sends to ten push services at a time): every idle worker polls the database.
    await app.jobs.work(
      REQUEST_PUSH_JOB,
      requestPushHandler({ db: app.db, jobs: app.jobs, log: app.log, sender }),
    );
  },
  { name: "push", dependencies: ["database", "jobs"] },
);
