import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createDatabase, databaseUrl, dropDatabase } from "./helpers/database.ts";

const base = process.env.DATABASE_URL;
const TRIALS = 10;
const INSTANCES = 3;

/**
 * One production instance as `npm run serve` builds it: it opens the database itself (migrations, then the
 * job queue's schema), on Redis when REDIS_URL is set.
 */
async function startInstance(url: string, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: "production",
    MAIL_DISABLED: "1",
    SMS_DISABLED: "1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const app = await buildApp({ config });
  await app.ready();
  return app;
}

describe("production instances starting together on a fresh PostgreSQL database", () => {
  it(`${INSTANCES} instances come up healthy, ${TRIALS} times out of ${TRIALS}`, async (ctx) => {
    if (!base) ctx.skip("needs DATABASE_URL (PostgreSQL)");
    const url = base ?? "";
    const failures: string[] = [];
    for (let trial = 1; trial <= TRIALS; trial++) {
      const name = `cg_start_${randomBytes(4).toString("hex")}`;
      await createDatabase(url, name);
      const dataDirs = Array.from({ length: INSTANCES }, () =>
        mkdtempSync(join(tmpdir(), "campusgo-start-")),
      );
      const started = await Promise.allSettled(
        dataDirs.map((dir) => startInstance(databaseUrl(url, name), dir)),
      );
      try {
        for (const result of started) {
          if (result.status === "rejected") {
            failures.push(`trial ${trial}: ${String(result.reason)}`);
            continue;
          }
          const health = await result.value.inject({ method: "GET", url: "/api/health" });
          if (health.statusCode !== 200) failures.push(`trial ${trial}: health ${health.statusCode}`);
        }
      } finally {
        await Promise.all(started.map((r) => (r.status === "fulfilled" ? r.value.close() : undefined)));
        for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
        await dropDatabase(url, name);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
