import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { startJobQueue } from "./queue.ts";
import type { Jobs } from "./types.ts";

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Running jobs get this long to finish when the app closes; unfinished ones run again after they expire. */
const STOP_TIMEOUT_MS = 5000;

/**
 * Decorates the app with `jobs`. Jobs can be sent as soon as the plugin is registered; workers start when the
 * app is ready, so a handler never runs before the plugins it uses. On close the workers stop before the
 * database closes (close hooks run in reverse order of registration).
 */
export const jobsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const jobs = await startJobQueue(app.database, {
      ...config.jobs,
      stopTimeoutMs: STOP_TIMEOUT_MS,
      log: app.log,
    });
    app.decorate("jobs", jobs);
    app.addHook("onReady", async () => jobs.startWorking());
    // Workers stop before any plugin closes what handlers use (sockets, Redis: preClose runs before onClose).
    app.addHook("preClose", () => jobs.stopWorking());
    app.addHook("onClose", () => jobs.stop());
  },
  { name: "jobs", dependencies: ["database"] },
);
