import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/client.ts";

export interface AppOnDatabase {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Closes the app only: the database stays open for the caller to close or reuse. */
  close(): Promise<void>;
}

/** The whole app on a database the caller opened (restarts, several instances), with a throwaway DATA_DIR. */
export async function appOnDatabase(
  database: Database,
  env: Record<string, string> = {},
  logStream?: DestinationStream,
): Promise<AppOnDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "campusgo-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: logStream ? "info" : "silent",
    DATA_DIR: dataDir,
    DEMO: "0",
    ...env,
  });
  const app = await buildApp({ config, database, ...(logStream ? { logStream } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
