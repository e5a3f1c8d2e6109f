import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Database, MIGRATIONS_FOLDER, openDatabase } from "../src/db/client.ts";
import { createDatabase, databaseUrl, dropDatabase } from "./helpers/database.ts";

const base = process.env.DATABASE_URL;

describe("instances starting together on a fresh PostgreSQL database", () => {
  it("all start: migrations run one instance at a time", async (ctx) => {
    if (!base) ctx.skip("needs DATABASE_URL (PostgreSQL)");
    const url = base ?? "";
    const name = `cg_migrate_${randomBytes(4).toString("hex")}`;
    await createDatabase(url, name);
    const opened: Database[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, async () => {
          const database = await openDatabase({ kind: "postgres", url: databaseUrl(url, name) });
          opened.push(database);
          return database;
        }),
      );
      const failures = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      // Each migration is recorded once, and the schema is there.
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
      const check = new pg.Client({ connectionString: databaseUrl(url, name) });
      await check.connect();
      try {
        const applied = await check.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        expect(applied.rows).toEqual([{ n: journal.entries.length }]);
        const tables = await check.query("select to_regclass('public.users') is not null as present");
        expect(tables.rows).toEqual([{ present: true }]);
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(opened.map((d) => d.close()));
      await dropDatabase(url, name);
    }
  }, 120_000);
});
