import { clientConfigSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";

/** What the web app needs to know about this deployment. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    "/config",
    {
      schema: {
        tags: ["config"],
        summary: "Public settings for the web app",
        response: { 200: clientConfigSchema },
      },
    },
    async () => ({
      googleClientId: config.googleClientId ?? null,
      tileUrl: config.tileUrl,
      geocoderUrl: config.geocoderUrl,
      demo: config.demo,
      cancelFeeKobo: config.payments.cancelFeeKobo,
      supportEmail: config.supportEmail,
      vapidPublicKey: config.push.publicKey,
    }),
  );
};
