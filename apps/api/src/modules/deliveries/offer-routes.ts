import {
  DELIVERY_MESSAGES,
  deliveryViewSchema,
  makeOfferSchema,
  offerViewSchema,
  RIDE_MESSAGES,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Delivery } from "../../db/schema/index.ts";
import { idParam } from "../../lib/id-param.ts";
import { requestUser } from "../../plugins/session.ts";
import { idempotent } from "../idempotency/idempotent.ts";
import { acceptBookersOffer, makeOffer, tripOffers } from "../offers/service.ts";
import { viewDelivery } from "./service.ts";

const tags = ["deliveries"];
const deliveryIdParams = z.object({ id: idParam(DELIVERY_MESSAGES.deliveryNotFound) });
const offerIdParams = z.object({ id: idParam(RIDE_MESSAGES.offerNotFound) });

/** Drivers' prices on deliveries and the sender's choice: the offers of the trip core (modules/offers). */
export const deliveryOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/deliveries/:id/offers",
    {
      schema: {
        tags,
        summary: "Offers on the sender's delivery, pending first",
        params: deliveryIdParams,
        response: { 200: z.object({ data: z.array(offerViewSchema) }) },
      },
    },
    async (request) => ({
      data: await tripOffers(app.rideDeps, requestUser(request), request.params.id),
    }),
  );

  app.post(
    "/deliveries/:id/offers",
    {
      onRequest: app.requireRole("driver"),
      ...idempotent,
      schema: {
        tags,
        summary: "Offer to carry a delivery, at the sender's price or a counter-offer (kobo)",
        params: deliveryIdParams,
        body: makeOfferSchema.default({}),
        response: { 201: z.object({ data: offerViewSchema }) },
      },
    },
    async (request, reply) => {
      const offer = await makeOffer(
        app.rideDeps,
        requestUser(request),
        request.params.id,
        request.body.amount,
      );
      return reply.code(201).send({ data: offer });
    },
  );

  app.post(
    "/deliveries/offers/:id/accept",
    {
      schema: {
        tags,
        summary: "The sender accepts an offer: the driver is assigned",
        params: offerIdParams,
        response: { 200: z.object({ message: z.string(), data: deliveryViewSchema }) },
      },
    },
    async (request) => {
      const sender = requestUser(request);
      const change = await acceptBookersOffer(app.rideDeps, sender, request.params.id, "delivery");
      return {
        message: "Driver assigned",
        data: await viewDelivery(app.deliveryDeps, change.trip as Delivery, sender),
      };
    },
  );
};
