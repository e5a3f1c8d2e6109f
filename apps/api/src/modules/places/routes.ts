import { oneLineText, placeViewSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { searchPlaces } from "./repo.ts";

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places",
    {
      schema: {
        tags: ["places"],
        summary: "Search the campus gazetteer by name",
        querystring: z.object({
          q: oneLineText().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: z.object({ data: z.array(placeViewSchema) }) },
      },
    },
    async (request) => ({ data: await searchPlaces(app.db, request.query.q, request.query.limit) }),
  );
};
