/**
 * Job name -> the data a job of that name carries. Each module adds its own jobs where it handles them:
 *
 *   declare module "../../jobs/types.ts" {
 *     interface JobTypes {
 *       "ride.tick": { rideId: string };
 *     }
 *   }
 *
 * Data is stored as JSON: use strings for dates and ids, never class instances.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules through declaration merging.
export interface JobTypes {}

export type JobName = keyof JobTypes & string;

export interface SendOptions {
  /** Not run before this moment (default: as soon as a worker is free). */
  startAfter?: Date;
  /**
   * At most one job of a name waits per key: sending again while one with the key has not started yet adds
   * nothing (send resolves with null). Once it runs (or waits for a retry) the key is free again. Without a
   * key every send adds a job.
   */
  singletonKey?: string;
  /** Retries after the first attempt fails (default: the configured JOBS_RETRY_LIMIT). */
  retryLimit?: number;
}

export interface JobInfo {
  id: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
}

/** Does the job's work; throwing fails this attempt, and it is tried again later with a growing delay. */
export type JobHandler<N extends JobName> = (data: JobTypes[N], job: JobInfo) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this name run at once in this process (default 1). */
  concurrency?: number;
  /**
   * Delete a job once it succeeded instead of keeping it (with its data) in the job tables for a while.
   * For jobs whose data is sensitive, such as mail with links and codes.
   */
  discardWhenDone?: boolean;
}

/** Durable jobs stored in the database, run with retries by any instance of the app. */
export interface Jobs {
  /** Stores a job; resolves with its id, or null when a job with the same singletonKey is already waiting. */
  send<N extends JobName>(name: N, data: JobTypes[N], options?: SendOptions): Promise<string | null>;
  /** Runs jobs of this name in this process from now on (or from the start of the workers). */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): Promise<void>;
  /** Stops taking jobs and waits (a bounded time) for the running ones; sending still works. */
  stopWorking(): Promise<void>;
  /** Stops working and lets go of the database; nothing can be sent after. */
  stop(): Promise<void>;
}
