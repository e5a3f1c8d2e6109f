import {
  DELIVERY_MESSAGES,
  rideTrackingViewSchema,
  sharedDeliveryTrackingViewSchema,
  trackingViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { trackLink } from "../safety/ride-tracking.ts";

const params = z.object({
  token: z
    .string({ error: DELIVERY_MESSAGES.linkNotFound })
    .max(200, { error: DELIVERY_MESSAGES.linkNotFound }),
});

/**
 * The tracking link's data, for anyone who has the link (/track/<token>): a delivery's, or a ride its rider
 * shared (docs/api-safety.md, `kind: "ride"`). No session needed, reads only. Never
 * cached, never sent on as a referrer, never indexed; its errors too.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/track/:token",
    {
      // Route hooks run after the app's, so these stay on JSON answers, whose page-only headers are dropped.
      onSend: async (_request, reply, payload) => {
        reply.header("cache-control", "no-store");
        reply.header("referrer-policy", "no-referrer");
        reply.header("x-robots-tag", "noindex");
        return payload;
      },
      schema: {
        tags: ["deliveries"],
        summary:
          "A delivery, or a shared ride, as its link shows it (public; 404 unknown link, 410 expired link)",
        params,
        // A delivery's shared link first: its driver's picture would be dropped by the recipient's schema.
        response: {
          200: z.object({
            data: z.union([sharedDeliveryTrackingViewSchema, trackingViewSchema, rideTrackingViewSchema]),
          }),
        },
      },
    },
    async (request) => ({
      data: await trackLink({ safety: app.safetyDeps, deliveries: app.deliveryDeps }, request.params.token),
    }),
  );
};
