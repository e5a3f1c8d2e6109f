import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";

const clientConfig = z.object({
  googleClientId: z.string().nullable(),
  tileUrl: z.string(),
  geocoderUrl: z.string(),
  demo: z.boolean(),
});

/** What the web app needs to know about this deployment. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    "/config",
    {
      schema: {
        tags: ["config"],
        summary: "Public settings for the web app",
        response: { 200: clientConfig },
      },
    },
    async () => ({
      googleClientId: config.googleClientId ?? null,
      tileUrl: config.tileUrl,
      geocoderUrl: config.geocoderUrl,
      demo: config.demo,
    }),
  );
};
