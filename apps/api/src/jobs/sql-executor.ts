/** What pg-boss needs from a database: one statement (with values) or a script (without). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The app's database as the job queue sees it: raw SQL, and the migration lock for installing its schema. */
export interface JobDatabase extends SqlExecutor {
  whileMigrating<T>(run: (sql: SqlExecutor) => Promise<T>): Promise<T>;
}

export interface TrackedExecutor extends SqlExecutor {
  /** Resolves once every statement started so far has settled. */
  drain(): Promise<void>;
}

/**
 * Counts the statements pg-boss's own timers run (maintenance), so stopping can wait for the one in flight
 * instead of closing the database under it.
 */
export function trackedExecutor(executor: SqlExecutor): TrackedExecutor {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const running = executor.executeSql(text, values);
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    },
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
