import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/client.ts";

/** DATABASE_URL with another database name. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(base: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(base, "postgres") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(base: string, name: string, template?: string): Promise<void> {
  // Two copies of one template at the same moment can collide; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(base, (c) =>
        c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`),
      );
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(base: string, name: string): Promise<void> {
  await admin(base, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * A database of its own for one test file: a copy of the migrated template on PostgreSQL when
 * DATABASE_URL is set, an in-memory PGlite otherwise. `drop` removes it.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  const template = base ? inject("templateDatabase") : undefined;
  if (!base || !template) {
    const database = await openDatabase({ kind: "pglite", dataDir: "memory" });
    return { database, drop: () => database.close() };
  }
  const name = `${template.replace(/_template$/, "")}_${randomBytes(4).toString("hex")}`;
  await createDatabase(base, name, template);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(base, name) });
  return {
    database,
    drop: async () => {
      await database.close();
      await dropDatabase(base, name);
    },
  };
}
