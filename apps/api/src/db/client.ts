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
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(API_ROOT, "drizzle");

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
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: "postgres",
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
    release = acquireDirectoryLock(join(target.dataDir, "pg.lock"), `The embedded database in ${dir}`);
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
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await client.close();
      release();
    },
  };
}
