import { makeOfferSchema, offerViewSchema, RIDE_MESSAGES, rideViewSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { requestUser } from "../../plugins/session.ts";
import { idempotent } from "../idempotency/idempotent.ts";
import { acceptOffer, declineOffer, makeOffer, tripOffers, withdrawOffer } from "./service.ts";

const tags = ["offers"];
const rideIdParams = z.object({ id: idParam(RIDE_MESSAGES.rideNotFound) });
const offerIdParams = z.object({ id: idParam(RIDE_MESSAGES.offerNotFound) });
const offerResponse = z.object({ data: offerViewSchema });

/** Drivers' price offers on rides, and the rider's answers. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.rideDeps;

  app.get(
    "/rides/:id/offers",
    {
      schema: {
        tags,
        summary: "Offers on the rider's ride, pending first",
        params: rideIdParams,
        response: { 200: z.object({ data: z.array(offerViewSchema) }) },
      },
    },
    async (request) => ({ data: await tripOffers(deps(), requestUser(request), request.params.id) }),
  );

  app.post(
    "/rides/:id/offers",
    {
      onRequest: app.requireRole("driver"),
      ...idempotent,
      schema: {
        tags,
        summary:
          "Offer to take a ride, at the fare or a counter-offer (kobo); an Idempotency-Key makes it once",
        params: rideIdParams,
        body: makeOfferSchema.default({}),
        response: { 201: offerResponse },
      },
    },
    async (request, reply) => {
      const offer = await makeOffer(deps(), requestUser(request), request.params.id, request.body.amount);
      return reply.code(201).send({ data: offer });
    },
  );

  app.post(
    "/offers/:id/accept",
    {
      schema: {
        tags,
        summary: "Accept an offer: assigns the driver",
        params: offerIdParams,
        response: { 200: z.object({ message: z.string(), data: rideViewSchema }) },
      },
    },
    async (request) => ({
      message: "Driver assigned",
      data: await acceptOffer(deps(), requestUser(request), request.params.id),
    }),
  );

  app.post(
    "/offers/:id/decline",
    {
      schema: { tags, summary: "Decline an offer", params: offerIdParams, response: { 200: offerResponse } },
    },
    async (request) => ({ data: await declineOffer(deps(), requestUser(request), request.params.id) }),
  );

  app.delete(
    "/offers/:id",
    {
      onRequest: app.requireRole("driver"),
      schema: {
        tags,
        summary: "Withdraw a pending offer",
        params: offerIdParams,
        response: { 200: offerResponse },
      },
    },
    async (request) => ({ data: await withdrawOffer(deps(), requestUser(request), request.params.id) }),
  );
};
