import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import { serializeError } from "../lib/logging.ts";
import type { Alarm } from "./alarm.ts";
import type { JobInfo } from "./types.ts";

export interface WorkerSetup {
  boss: PgBoss;
  name: string;
  handler: (data: unknown, job: JobInfo) => Promise<void>;
  pollMs: number;
  discardWhenDone: boolean;
  alarm: Alarm;
  log: FastifyBaseLogger;
  stopping(): boolean;
}

/**
 * One worker: fetch a due job, run it, record the outcome, nap when there is none. pg-boss's own workers do
 * not wait for the outcome to be written, so stopping could close the database under them; this loop awaits
 * every step, and stopping only has to wait for the loop to end.
 */
export async function runWorker(setup: WorkerSetup): Promise<void> {
  const { boss, name, alarm, pollMs, log } = setup;
  while (!setup.stopping()) {
    let job: PgBoss.JobWithMetadata<unknown> | undefined;
    try {
      [job] = await boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
    } catch (error) {
      log.error({ err: error, queue: name }, "job fetch failed");
    }
    if (job) await runJob(setup, job);
    else await alarm.nap(pollMs);
  }
}

async function runJob(setup: WorkerSetup, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
  const { boss, name, log } = setup;
  const attempt = job.retryCount + 1;
  // The job's data never reaches the log: it may hold links, codes or addresses.
  const about = { queue: name, jobId: job.id, attempt };
  try {
    await setup.handler(job.data, { id: job.id, attempt });
  } catch (error) {
    const final = job.retryCount >= job.retryLimit;
    if (final) log.error({ err: error, ...about }, "job failed and will not be retried");
    else log.warn({ err: error, ...about }, "job failed and will be retried");
    // What is stored with the job is the scrubbed error the log shows, not the raw one.
    await record(log, about, () => boss.fail(name, job.id, { error: serializeError(error) }));
    return;
  }
  await record(log, about, () =>
    setup.discardWhenDone ? boss.deleteJob(name, job.id) : boss.complete(name, job.id),
  );
}

/** A job whose outcome could not be written is run again once it expires: at least once, never lost. */
async function record(log: FastifyBaseLogger, about: object, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    log.error({ err: error, ...about }, "job outcome not recorded");
  }
}
