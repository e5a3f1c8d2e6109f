import {
  adminReviewSchema,
  REVIEW_MESSAGES,
  reviewDecisionSchema,
  reviewTrackSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import { decideReview, reviewsList, reviewTrack } from "./reviews-service.ts";

const tags = ["admin"];
const rideParams = z.object({ rideId: idParam(REVIEW_MESSAGES.notFound) });

/**
 * Trips under review (docs/decisions/0022-trips-ended-short.md): trips ended short and trips the rider flagged,
 * with the recorded track; keep, adjust or refund, audited. Registered in the admin subtree.
 */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/reviews",
    {
      config: rightsFor("support", "finance"),
      schema: {
        tags,
        summary: "Trips under review (open: the oldest first) or closed (the newest first), 50 a page",
        querystring: z.object({
          status: z.enum(["open", "decided"]).default("open"),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: z.object({ data: z.array(adminReviewSchema) }) },
      },
    },
    async (request) => ({ data: await reviewsList(app.paymentDeps, request.query) }),
  );

  app.get(
    "/admin/reviews/:rideId/track",
    {
      config: rightsFor("support", "finance"),
      schema: {
        tags,
        summary: "The trip's recorded track, from the driver accepting it to its end",
        params: rideParams,
        response: { 200: z.object({ data: reviewTrackSchema }) },
      },
    },
    async (request) => ({ data: await reviewTrack(app.paymentDeps, request.params.rideId) }),
  );

  app.post(
    "/admin/reviews/:rideId/decision",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary: "Keep the price, adjust it (the rest refunded) or refund the trip; the hold ends, audited",
        params: rideParams,
        body: reviewDecisionSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => ({
      message: await decideReview(
        { db: app.db, notifier: app.notifier, log: app.log, payments: app.paymentDeps },
        requestUser(request),
        request.params.rideId,
        request.body,
      ),
    }),
  );
};
