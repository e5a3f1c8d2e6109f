import {
  INBOX_PAGE_SIZE,
  inboxPageSchema,
  inboxQuerySchema,
  TIMELINE_TRIP_KINDS,
  tripTimelineSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { inbox } from "./inbox.ts";
import { TIMELINE_MESSAGES, tripTimeline } from "./timeline.ts";

/** One trip's timeline and the admin inbox (docs/api-support.md): the admin subtree. */
export const adminTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/trips/:kind/:id/timeline",
    {
      config: rightsFor("support", "finance", "operations"),
      schema: {
        tags: ["admin"],
        summary:
          "Everything known of one ride or delivery in time order, with who did it: events, positions (one a minute, and the track sampled for the map), offers, support messages, money, ratings, reports, SOS",
        params: z.object({
          kind: z.enum(TIMELINE_TRIP_KINDS, { error: TIMELINE_MESSAGES.notFound }),
          id: idParam(TIMELINE_MESSAGES.notFound),
        }),
        response: { 200: z.object({ data: tripTimelineSchema }) },
      },
    },
    async (request) => ({ data: await tripTimeline(app.db, request.params.kind, request.params.id) }),
  );

  app.get(
    "/admin/inbox",
    {
      config: rightsFor("support", "finance", "operations"),
      schema: {
        tags: ["admin"],
        summary: `Off-app payment reports, flagged trips, support messages, delivery disputes and SOS, newest first, each with its state; filtered by kind and state; ${INBOX_PAGE_SIZE} a page`,
        querystring: inboxQuerySchema,
        response: { 200: z.object({ data: inboxPageSchema }) },
      },
    },
    async (request) => ({ data: await inbox(app.db, request.query) }),
  );
};
