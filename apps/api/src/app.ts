import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { jobsPlugin } from "./jobs/plugin.ts";
import { registerErrorHandler } from "./lib/error-handler.ts";
import { loggerOptions } from "./lib/logging.ts";
import { mailPlugin } from "./lib/mail.ts";
import { smsPlugin } from "./lib/sms.ts";
import { fastifyTrustProxy } from "./lib/trust-proxy.ts";
import { IMAGE_LIMITS } from "./lib/uploads.ts";
import { adminDeliveryDisputesRoutes } from "./modules/admin/delivery-disputes-routes.ts";
import { adminPaymentsRoutes } from "./modules/admin/payments-routes.ts";
import { adminReviewsRoutes } from "./modules/admin/reviews-routes.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { adminTimelineRoutes } from "./modules/admin/timeline-routes.ts";
import { authRoutes, sessionUserRoutes } from "./modules/auth/routes.ts";
import { clientConfigRoutes } from "./modules/config/routes.ts";
import { deliveryHandoverRoutes } from "./modules/deliveries/handover-routes.ts";
import { deliveryOffersRoutes } from "./modules/deliveries/offer-routes.ts";
import { deliveriesPlugin } from "./modules/deliveries/plugin.ts";
import { deliveriesRoutes } from "./modules/deliveries/routes.ts";
import { trackingPageRoutes } from "./modules/deliveries/tracking-page/routes.ts";
import { trackingRoutes } from "./modules/deliveries/tracking-routes.ts";
import { devRoutes } from "./modules/dev/routes.ts";
import { driversRoutes } from "./modules/drivers/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { kycRoutes } from "./modules/kyc/routes.ts";
import { notifierPlugin } from "./modules/notifications/notifier.ts";
import { notificationsRoutes } from "./modules/notifications/routes.ts";
import { offersRoutes } from "./modules/offers/routes.ts";
import { paymentsPlugin } from "./modules/payments/plugin.ts";
import { paymentReportRoutes } from "./modules/payments/report-routes.ts";
import { paymentsRoutes } from "./modules/payments/routes.ts";
import { paymentsSandboxRoutes } from "./modules/payments/sandbox/routes.ts";
import { paystackWebhookRoute, WEBHOOK_PATH } from "./modules/payments/webhook-route.ts";
import { adminPeopleRoutes } from "./modules/people/routes.ts";
import { placesRoutes } from "./modules/places/routes.ts";
import { pushPlugin } from "./modules/push/plugin.ts";
import { pushRoutes } from "./modules/push/routes.ts";
import { ratingsRoutes } from "./modules/ratings/routes.ts";
import { ridesRoutes } from "./modules/rides/routes.ts";
import { safetyPlugin } from "./modules/safety/plugin.ts";
import { safetyRoutes, sharedPhotoRoutes } from "./modules/safety/routes.ts";
import { adminServiceDataRoutes } from "./modules/service-data/routes.ts";
import { driverShuttleRoutes } from "./modules/shuttles/driver-routes.ts";
import { gtfsRoutes } from "./modules/shuttles/gtfs-route.ts";
import { shuttlesPlugin } from "./modules/shuttles/plugin.ts";
import { adminShuttleRoutes, shuttleRoutes } from "./modules/shuttles/routes.ts";
import { seatRoutes } from "./modules/shuttles/seat-routes.ts";
import { sosPlugin } from "./modules/sos/plugin.ts";
import { adminSosRoutes, sosRoutes } from "./modules/sos/routes.ts";
import { adminSupportRoutes, supportRoutes } from "./modules/support/routes.ts";
import { tripChecksPlugin } from "./modules/trip-checks/plugin.ts";
import { adminTripCheckRoutes, tripCheckRoutes } from "./modules/trip-checks/routes.ts";
import { tripsPlugin } from "./modules/trips/plugin.ts";
import { emailConfirmationRoutes, usersRoutes } from "./modules/users/routes.ts";
import { requireAdminRight } from "./plugins/admin-rights.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { databasePlugin } from "./plugins/database.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { housekeepingPlugin } from "./plugins/housekeeping.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { securityPlugin } from "./plugins/security.ts";
import { sessionPlugin } from "./plugins/session.ts";
import { slowRequestsPlugin } from "./plugins/slow-requests.ts";
import { readWebPages, webPlugin } from "./plugins/web.ts";
import { realtimePlugin } from "./realtime/plugin.ts";
import { simulatorPlugin } from "./simulator/plugin.ts";

export interface BuildOptions {
  config: Config;
  /** An already opened database (tests); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  /** Where log lines go (tests capture them); standard output otherwise. */
  logStream?: DestinationStream;
  /** Sees every route as it is registered (tests list the routes, hidden ones too). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the app: external plugins, then app plugins, then routes. */
export async function buildApp({
  config,
  database,
  logStream,
  onRoute,
}: BuildOptions): Promise<FastifyInstance> {
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
  if (onRoute) app.addHook("onRoute", onRoute);

  // The web build's pages, read once: the policy allows their inline scripts, the web plugin serves them.
  const webPages = readWebPages(config.webDist);

  await app.register(slowRequestsPlugin);

  // External plugins
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(securityPlugin, { config, inlineScripts: webPages.inlineScripts });
  await app.register(multipart, {
    limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 20, fields: 50, fieldSize: 10_000 },
    throwFileSizeLimit: true,
  });

  // App plugins
  await app.register(databasePlugin, { config, database });
  await app.register(jobsPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(smsPlugin, { config });
  await app.register(sessionPlugin);
  // Before any route, so the document sees them all; after the session, whose checks guard it.
  await app.register(docsPlugin, { config });
  await app.register(csrfPlugin, { config, exempt: [WEBHOOK_PATH] });
  await app.register(inputGuardPlugin);
  await app.register(notifierPlugin);
  await app.register(paymentsPlugin, { config });
  await app.register(pushPlugin, { config });
  await app.register(realtimePlugin, { config });
  // After the sockets it gives handlers to; before every plugin and route that uses app.rideDeps.
  await app.register(tripsPlugin, { config });
  await app.register(deliveriesPlugin, { config });
  await app.register(safetyPlugin, { config });
  await app.register(sosPlugin, { config });
  await app.register(tripChecksPlugin, { config });
  await app.register(shuttlesPlugin, { config });
  await app.register(simulatorPlugin, { config });
  await app.register(housekeepingPlugin, { config });

  // Routes
  const realtime = config.redisUrl ? "redis" : "memory";
  await app.register(
    async (api) => {
      // Public: anyone may call these.
      await api.register(healthRoutes, { realtime });
      await api.register(clientConfigRoutes, { config });
      await api.register(placesRoutes);
      await api.register(shuttleRoutes);
      await api.register(authRoutes, { config });
      await api.register(emailConfirmationRoutes, { config });
      // Anyone with a delivery's tracking link.
      await api.register(trackingRoutes);
      await api.register(sharedPhotoRoutes, { dataDir: config.dataDir });
      // Signed in: anonymous calls get 401 before the body is read or validated (docs/decisions/0008).
      await api.register(async (signedIn) => {
        signedIn.addHook("onRequest", signedIn.authenticate);
        await signedIn.register(sessionUserRoutes);
        await signedIn.register(usersRoutes, { config });
        await signedIn.register(kycRoutes, { dataDir: config.dataDir });
        await signedIn.register(notificationsRoutes);
        await signedIn.register(pushRoutes, { push: config.push });
        await signedIn.register(ridesRoutes);
        await signedIn.register(deliveriesRoutes);
        await signedIn.register(deliveryOffersRoutes);
        await signedIn.register(deliveryHandoverRoutes);
        await signedIn.register(driverShuttleRoutes);
        await signedIn.register(seatRoutes);
        await signedIn.register(offersRoutes);
        await signedIn.register(driversRoutes);
        await signedIn.register(ratingsRoutes);
        await signedIn.register(safetyRoutes);
        await signedIn.register(sosRoutes);
        await signedIn.register(tripCheckRoutes);
        await signedIn.register(supportRoutes, { publicUrl: config.publicUrl });
        await signedIn.register(paymentsRoutes);
        await signedIn.register(paymentReportRoutes);
        // Admins only: everyone else gets 403, also before the body is read; then the admin's right must be
        // one the route declares in `config.rights` (decision 0035).
        await signedIn.register(async (admin) => {
          admin.addHook("onRequest", admin.requireRole("admin"));
          admin.addHook("onRequest", requireAdminRight);
          await admin.register(adminPeopleRoutes);
          await admin.register(adminRoutes, { publicUrl: config.publicUrl });
          await admin.register(adminPaymentsRoutes);
          await admin.register(adminReviewsRoutes);
          await admin.register(adminDeliveryDisputesRoutes);
          await admin.register(adminShuttleRoutes);
          await admin.register(adminSosRoutes);
          await admin.register(adminServiceDataRoutes, { config });
          await admin.register(adminTripCheckRoutes);
          await admin.register(adminSupportRoutes, { publicUrl: config.publicUrl });
          await admin.register(adminTimelineRoutes);
        });
      });
    },
    { prefix: "/api" },
  );
  // A delivery's tracking page, drawn here for people without the app (before the web app's fallback).
  await app.register(trackingPageRoutes);
  // The shuttle lines as an open GTFS feed, for trip planners.
  await app.register(gtfsRoutes, { publicUrl: config.publicUrl });
  await app.register(paystackWebhookRoute, { deps: () => app.paymentDeps });
  await app.register(devRoutes);
  await app.register(paymentsSandboxRoutes, { config });
  await app.register(webPlugin, { config, pages: webPages });
  return app;
}
