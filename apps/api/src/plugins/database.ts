import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { type Database, type Db, openDatabase } from "../db/client.ts";
import { retireDemoAccounts } from "../db/retire-demo.ts";
import { seedDemoAccounts } from "../db/seed-demo.ts";
import { seedPlaces } from "../db/seed-places.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Opens the configured database (or adopts one the caller opened) and closes it with the app. */
export const databasePlugin = fp<{ config: Config; database?: Database | undefined }>(
  async (app, { config, database }) => {
    const opened =
      database ??
      (await openDatabase(
        config.databaseUrl
          ? { kind: "postgres", url: config.databaseUrl }
          : { kind: "pglite", dataDir: config.dataDir },
      ));
    await seedPlaces(opened.db);
    if (config.demo) await seedDemoAccounts(opened.db);
    if (config.env === "production") {
      const locked = await retireDemoAccounts(opened.db);
      if (locked > 0) app.log.warn({ accounts: locked }, "demo accounts found in production were locked");
    }
    app.decorate("database", opened);
    app.decorate("db", opened.db);
    if (!database) app.addHook("onClose", () => opened.close());
  },
  { name: "database" },
);
