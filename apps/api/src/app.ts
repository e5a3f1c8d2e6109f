import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerErrorHandler } from "./lib/error-handler.ts";
import { loggerOptions } from "./lib/logging.ts";
import { mailPlugin } from "./lib/mail.ts";
import { fastifyTrustProxy } from "./lib/trust-proxy.ts";
import { IMAGE_LIMITS } from "./lib/uploads.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { clientConfigRoutes } from "./modules/config/routes.ts";
import { devRoutes } from "./modules/dev/routes.ts";
import { driversRoutes } from "./modules/drivers/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { kycRoutes } from "./modules/kyc/routes.ts";
import { notificationsRoutes } from "./modules/notifications/routes.ts";
import { offersRoutes } from "./modules/offers/routes.ts";
import { placesRoutes } from "./modules/places/routes.ts";
import { ratingsRoutes } from "./modules/ratings/routes.ts";
import { ridesRoutes } from "./modules/rides/routes.ts";
import { usersRoutes } from "./modules/users/routes.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { databasePlugin } from "./plugins/database.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { housekeepingPlugin } from "./plugins/housekeeping.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { securityPlugin } from "./plugins/security.ts";
import { sessionPlugin } from "./plugins/session.ts";
import { webPlugin } from "./plugins/web.ts";
import { realtimePlugin } from "./realtime/plugin.ts";
import { simulatorPlugin } from "./simulator/plugin.ts";

export interface BuildOptions {
  config: Config;
  /** An already opened database (tests); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  /** Where log lines go (tests capture them); standard output otherwise. */
  logStream?: DestinationStream;
}

/** Builds the app: external plugins, then app plugins, then routes. */
export async function buildApp({ config, database, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Opening the embedded database and applying migrations can take a while on a slow machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // External plugins
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(securityPlugin, { config });
  await app.register(docsPlugin);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 20, fields: 50, fieldSize: 10_000 },
    throwFileSizeLimit: true,
  });

  // App plugins
  await app.register(databasePlugin, { config, database });
  await app.register(mailPlugin, { config });
  await app.register(sessionPlugin);
  await app.register(csrfPlugin, { config, exempt: ["/api/payments/webhook"] });
  await app.register(inputGuardPlugin);
  await app.register(realtimePlugin, { config });
  await app.register(simulatorPlugin, { config });
  await app.register(housekeepingPlugin, { config });

  // Routes
  const realtime = config.redisUrl ? "redis" : "memory";
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { realtime });
      await api.register(clientConfigRoutes, { config });
      await api.register(placesRoutes);
      await api.register(authRoutes, { config });
      await api.register(usersRoutes, { config });
      await api.register(kycRoutes, { dataDir: config.dataDir });
      await api.register(adminRoutes, { publicUrl: config.publicUrl });
      await api.register(notificationsRoutes);
      await api.register(ridesRoutes);
      await api.register(offersRoutes);
      await api.register(driversRoutes);
      await api.register(ratingsRoutes);
    },
    { prefix: "/api" },
  );
  await app.register(devRoutes);
  await app.register(webPlugin, { config });
  return app;
}
