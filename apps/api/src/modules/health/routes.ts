import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthResponse = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]),
  realtime: z.enum(["memory", "redis"]),
});

export const healthRoutes: FastifyPluginAsyncZod<{ realtime: "memory" | "redis" }> = async (app, opts) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness with a database ping",
        response: { 200: healthResponse },
      },
    },
    async () => {
      await app.database.ping();
      return { status: "ok" as const, db: app.database.kind, realtime: opts.realtime };
    },
  );
};
