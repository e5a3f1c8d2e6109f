import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { createDatabase, databaseUrl, dropDatabase } from "./database.ts";

export interface ReopenableDatabase {
  kind: Database["kind"];
  /** Opens (or reopens) the same database: a new pool on PostgreSQL, the same folder with PGlite. */
  open(): Promise<Database>;
  /** Removes it; every opened handle must be closed first. */
  drop(): Promise<void>;
}

/**
 * A database that outlives the handles opened on it, for what must survive a restart or be shared by two
 * instances: a copy of the migrated template on PostgreSQL when DATABASE_URL is set, a PGlite folder otherwise.
 */
export async function createReopenableDatabase(): Promise<ReopenableDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), "campusgo-reopen-"));
    return {
      kind: "pglite",
      open: () => openDatabase({ kind: "pglite", dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const template = inject("templateDatabase");
  const name = `${template.replace(/_template$/, "")}_${randomBytes(4).toString("hex")}`;
  await createDatabase(base, name, template);
  return {
    kind: "postgres",
    open: () => openDatabase({ kind: "postgres", url: databaseUrl(base, name) }),
    drop: () => dropDatabase(base, name),
  };
}
