import { DELIVERY_MESSAGES, deliveryViewSchema, reviewDecisionSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import { decideDispute, deliveryDisputes } from "./delivery-disputes.ts";

const tags = ["admin"];

/**
 * Disputed deliveries (docs/decisions/0030-package-delivery.md): a hand-over from the offline queue whose code did
 * not match. The admin looks at the proofs and keeps, adjusts or refunds, audited. Registered in the admin subtree.
 */
export const adminDeliveryDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/deliveries/disputes",
    {
      config: rightsFor("support", "finance"),
      schema: {
        tags,
        summary: "Disputed deliveries, the newest first, 50 a page, with their proofs",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: z.object({ data: z.array(deliveryViewSchema) }) },
      },
    },
    async (request) => ({
      data: await deliveryDisputes(app.deliveryDeps, requestUser(request), request.query.page),
    }),
  );

  app.post(
    "/admin/deliveries/:id/dispute",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary:
          "Decide a disputed delivery: keep (the driver's held share is released), adjust or refund the sender; audited",
        params: z.object({ id: idParam(DELIVERY_MESSAGES.deliveryNotFound) }),
        body: reviewDecisionSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => ({
      message: await decideDispute(
        {
          db: app.db,
          notifier: app.notifier,
          log: app.log,
          payments: app.paymentDeps,
          deliveries: app.deliveryDeps,
        },
        requestUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
