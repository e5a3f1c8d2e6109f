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
  ping(): Promise<void>;
  close(): Promise<void>;
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
      await migrateSerialised(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: "postgres",
      // Without values pg uses the simple protocol, which runs a script of several statements.
      executeSql: (text, values) => pool.query(text, values),
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
  return {
    db,
    kind: "pglite",
    executeSql: (text, values) => pgliteSql(client, text, values),
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
 * Applies pending migrations while holding an advisory lock on one connection, so instances starting together
 * on a fresh database wait for each other instead of creating the same types and tables at once.
 */
async function migrateSerialised(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(connection), { migrationsFolder: MIGRATIONS_FOLDER });
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
