import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { removeStaleTempDirs } from "../lib/temp-uploads.ts";
import { deleteExpiredSessions } from "../modules/auth/sessions.ts";
import { deleteStaleParcelPhotos } from "../modules/deliveries/photos.ts";
import { deleteStaleLuggageUploads } from "../modules/rides/luggage.ts";

/** How often the app clears what expired. */
export const HOUSEKEEPING_EVERY_MS = 15 * 60 * 1000;
/** A request's temporary upload folder older than this was left by a process that stopped mid-upload. */
const TEMP_UPLOAD_MAX_AGE_MS = 60 * 60 * 1000;

export interface Housekeeping {
  /** One pass over every task (queued behind a pass already running); `now` is for tests. */
  run(now?: Date): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

/**
 * Periodic clean-up owned by the app: expired sessions, luggage and parcel pictures never booked with, temporary upload
 * folders left behind. A pass runs once the app is ready and then every HOUSEKEEPING_EVERY_MS on an unref'd
 * timer, which stops when the app closes. Every task is an idempotent delete, so several instances may sweep.
 */
export const housekeepingPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const tasks: [name: string, task: (now: Date) => Promise<number>][] = [
      ["expired sessions", (now) => deleteExpiredSessions(app.db, now)],
      ["unused luggage pictures", (now) => deleteStaleLuggageUploads(app.db, config.dataDir, now)],
      ["unused parcel photos", (now) => deleteStaleParcelPhotos(app.db, config.dataDir, now)],
      ["temporary uploads", (now) => removeStaleTempDirs(config.dataDir, TEMP_UPLOAD_MAX_AGE_MS, now)],
    ];
    const pass = async (now: Date) => {
      for (const [name, task] of tasks) {
        try {
          const removed = await task(now);
          if (removed > 0) app.log.info({ task: name, removed }, "housekeeping");
        } catch (error) {
          app.log.error({ err: error, task: name }, "housekeeping task failed");
        }
      }
    };
    let last: Promise<void> = Promise.resolve();
    const run = (now = new Date()) => {
      last = last.then(() => pass(now));
      return last;
    };
    app.decorate("housekeeping", { run });

    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      void run();
      timer = setInterval(() => void run(), HOUSEKEEPING_EVERY_MS);
      timer.unref();
    });
    app.addHook("preClose", async () => {
      clearInterval(timer);
      await last;
    });
  },
  { name: "housekeeping", dependencies: ["database"] },
);
