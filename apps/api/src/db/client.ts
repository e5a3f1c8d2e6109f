import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { API_ROOT } from "../config.ts";
import { acquireDirectoryLock } from "./lock.ts";
import * as schema from "./schema/index.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /**
   * Raw SQL for the job queue (pg-boss): one statement with `$n` values, or a script of several statements
   * when there are no values.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `run` while holding the migration lock, its SQL on the connection that holds it (PostgreSQL): schema
   * made outside drizzle's migrations (the job queue's `pgboss`) is checked and made by one instance at a
   * time, and an instance that waited reads it only once the one before has committed.
   */
  whileMigrating<T>(run: (sql: SqlRunner) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Raw SQL as `Database.executeSql` takes it. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export const MIGRATIONS_FOLDER = join(API_ROOT, "drizzle");

/** The PostgreSQL advisory lock that lets one instance at a time apply migrations (any fixed number). */
export const MIGRATION_LOCK_KEY = 726_347_001;

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** dataDir: the PGlite folder's parent; "memory" for a throwaway in-memory database (tests). */
  | { kind: "pglite"; dataDir: string | "memory" };

/** Opens the database and applies pending migrations in-process. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await whileLocked(pool, (connection) =>
        migratePg(drizzlePg(connection), { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: "postgres",
      // Without values pg uses the simple protocol, which runs a script of several statements.
      executeSql: (text, values) => pool.query(text, values),
      whileMigrating: (run) =>
        whileLocked(pool, (connection) =>
          run({ executeSql: (text, values) => connection.query(text, values) }),
        ),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let client: PGlite;
  if (target.dataDir === "memory") {
    client = new PGlite();
  } else {
    const dir = join(target.dataDir, "pg");
    release = await acquireDirectoryLock(join(target.dataDir, "pg.lock"), `The embedded database in ${dir}`);
    try {
      client = new PGlite(dir);
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  const executeSql = (text: string, values?: unknown[]) => pgliteSql(client, text, values);
  return {
    db,
    kind: "pglite",
    executeSql,
    // One process has the embedded database (its lock file): nobody to take turns with.
    whileMigrating: (run) => run({ executeSql }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** PGlite's `query` takes one statement with values; a script without values goes through `exec`. */
async function pgliteSql(client: PGlite, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) return client.query(text, values);
  const results = await client.exec(text);
  return results.at(-1) ?? { rows: [] };
}

/**
 * Runs `run` on one connection while it holds the migration advisory lock, so instances starting together on a
 * fresh database wait for each other instead of creating the same types and tables at once. Each statement
 * after the wait starts a transaction of its own, which sees what the instance before committed.
 */
async function whileLocked<T>(pool: pg.Pool, run: (connection: pg.PoolClient) => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      return await run(connection);
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed may still hold the lock or be mid-transaction: it is closed, not reused.
    connection.release(broken);
  }
}
