import { RATING_MESSAGES, RIDE_MESSAGES, rateRideSchema, ratingViewSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { requestUser } from "../../plugins/session.ts";
import { myRating, rateRide } from "./service.ts";

const tags = ["ratings"];
const idParams = z.object({ id: idParam(RIDE_MESSAGES.rideNotFound) });

/** Rating a completed trip (docs/api-rides.md). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.rideDeps;

  app.get(
    "/rides/:id/rating",
    {
      schema: {
        tags,
        summary: "The rating I gave for this trip, or null",
        params: idParams,
        response: { 200: z.object({ data: ratingViewSchema.nullable() }) },
      },
    },
    async (request) => ({ data: await myRating(deps(), requestUser(request), request.params.id) }),
  );

  app.post(
    "/rides/:id/rating",
    {
      schema: {
        tags,
        summary: "Rate the other person of a completed trip (1-5 stars, once)",
        params: idParams,
        body: rateRideSchema,
        response: { 201: z.object({ message: z.string(), data: ratingViewSchema }) },
      },
    },
    async (request, reply) => {
      const data = await rateRide(deps(), requestUser(request), request.params.id, request.body);
      return reply.code(201).send({ message: RATING_MESSAGES.thanks, data });
    },
  );
};
