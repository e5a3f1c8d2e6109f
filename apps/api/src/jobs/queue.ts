import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import { Alarm } from "./alarm.ts";
import { type JobDatabase, type SqlExecutor, type TrackedExecutor, trackedExecutor } from "./sql-executor.ts";
import type { JobHandler, JobName, Jobs, JobTypes, SendOptions, WorkOptions } from "./types.ts";
import { runWorker } from "./worker.ts";

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** Retries of a failed job unless its send says otherwise. */
  retryLimit: number;
  /** The first retry's delay; each next one about doubles (with jitter). */
  retryDelaySeconds: number;
  /** How long stop() waits for running jobs before giving up on them. */
  stopTimeoutMs: number;
  log: FastifyBaseLogger;
}

/**
 * Installs (or upgrades) pg-boss's own schema, `pgboss`, through the app's database and returns the queue.
 * Workers registered with `work` start only once `startWorking` is called (when the app is ready).
 */
export async function startJobQueue(database: JobDatabase, options: JobQueueOptions): Promise<JobQueue> {
  await database.whileMigrating(installSchema);
  const sql = trackedExecutor(database);
  // No cron (schedule: false); supervise: expire jobs stuck running, archive and delete old ones. The schema
  // is installed: start only checks its version (migrate: false).
  const boss = new PgBoss({ db: sql as PgBoss.Db, schedule: false, supervise: true, migrate: false });
  boss.on("error", (error) => options.log.error({ err: error }, "job queue maintenance failed"));
  await boss.start();
  return new JobQueue(boss, sql, options);
}

/**
 * Creates or upgrades the `pgboss` schema under the migration lock. pg-boss's own guard (a transaction that
 * takes an advisory lock, then CREATE SCHEMA IF NOT EXISTS) fails when instances start together: a connection
 * that had just run the migrations and looked for the schema, then waited on that lock, still did not see the
 * schema the first instance had made meanwhile, created it again and stopped the start with "duplicate key
 * value violates unique constraint pg_namespace_nspname_index". Behind the migration lock the look comes after
 * the wait, in a transaction of its own that sees what the instance before committed.
 */
async function installSchema(sql: SqlExecutor): Promise<void> {
  const installer = new PgBoss({ db: sql as PgBoss.Db, schedule: false, supervise: false, migrate: true });
  await installer.start();
  await installer.stop({ graceful: false, close: false });
}

export class JobQueue implements Jobs {
  private readonly queues = new Map<string, Promise<void>>();
  /** The last queue creation started: the next waits for it. */
  private creating: Promise<unknown> = Promise.resolve();
  private readonly alarms = new Map<string, Alarm>();
  private readonly workers: Promise<void>[] = [];
  private readonly held: (() => void)[] = [];
  private working = false;
  private stopped: Promise<void> | undefined;
  private idle: Promise<void> | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly sql: TrackedExecutor,
    private readonly options: JobQueueOptions,
  ) {}

  async send<N extends JobName>(
    name: N,
    data: JobTypes[N],
    options: SendOptions = {},
  ): Promise<string | null> {
    await this.queue(name);
    const id = await this.boss.send(name, data as object, {
      startAfter: options.startAfter,
      // Every job has a key, so the queue's "one waiting job per key" rule only merges jobs sent with one.
      singletonKey: options.singletonKey ?? randomUUID(),
      retryLimit: options.retryLimit ?? this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
    });
    const dueNow = !options.startAfter || options.startAfter.getTime() <= Date.now();
    if (id && dueNow) this.alarm(name).ring();
    return id;
  }

  async work<N extends JobName>(name: N, handler: JobHandler<N>, options: WorkOptions = {}): Promise<void> {
    await this.queue(name);
    const start = () => {
      for (let i = 0; i < (options.concurrency ?? 1); i++) {
        const worker = runWorker({
          boss: this.boss,
          name,
          handler: handler as (data: unknown, job: { id: string; attempt: number }) => Promise<void>,
          pollMs: this.options.pollMs,
          discardWhenDone: options.discardWhenDone ?? false,
          alarm: this.alarm(name),
          log: this.options.log,
          stopping: () => this.idle !== undefined,
        });
        this.workers.push(worker);
      }
    };
    if (this.working) start();
    else this.held.push(start);
  }

  /** Starts the workers registered so far; later ones start as they are registered. */
  startWorking(): void {
    if (this.working || this.idle) return;
    this.working = true;
    for (const start of this.held.splice(0)) start();
  }

  /**
   * Stops taking jobs and waits (a bounded time) for the running ones; jobs can still be sent. The app does
   * this before it closes anything the handlers use (sockets, Redis).
   */
  stopWorking(): Promise<void> {
    this.idle ??= (async () => {
      for (const alarm of this.alarms.values()) alarm.ring();
      await within(this.options.stopTimeoutMs, Promise.allSettled(this.workers));
    })();
    return this.idle;
  }

  stop(): Promise<void> {
    this.stopped ??= this.halt();
    return this.stopped;
  }

  private async halt(): Promise<void> {
    await this.stopWorking();
    await this.boss.stop({ graceful: false, close: false });
    await within(this.options.stopTimeoutMs, this.sql.drain());
  }

  /**
   * pg-boss 10 needs a queue to exist before jobs are sent to it. Its "short" policy keeps at most one job per
   * singleton key waiting to start; creating an existing queue does nothing, also when instances race.
   */
  /**
   * Creates a queue once per process. Creations take turns here, and one that deadlocks with another
   * instance creating a different queue (PostgreSQL 40P01) is tried again.
   */
  private queue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = this.creating.then(() =>
        retryOnDeadlock(() => this.boss.createQueue(name, { name, policy: "short" })),
      );
      this.creating = created.catch(() => {});
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }

  private alarm(name: string): Alarm {
    let alarm = this.alarms.get(name);
    if (!alarm) {
      alarm = new Alarm();
      this.alarms.set(name, alarm);
    }
    return alarm;
  }
}

const DEADLOCK = "40P01";

/** Runs `create` again (a few times, with a short growing pause) when PostgreSQL ends it as a deadlock. */
async function retryOnDeadlock(create: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    }
  }
}

/** Waits for `promise`, but no longer than `ms`. */
async function within(ms: number, promise: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise, timeout]);
  clearTimeout(timer);
}
