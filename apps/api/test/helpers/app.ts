import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/client.ts";
import { createTestDatabase } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The whole app on a database of its own, with a throwaway DATA_DIR. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  build: Pick<BuildOptions, "onRoute"> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "campusgo-test-"));
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DEMO: "0", ...env }),
    ...overrides,
  };
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({ config, database, ...build });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
