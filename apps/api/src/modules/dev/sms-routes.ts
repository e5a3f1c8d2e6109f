import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SMS_STATUSES } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { renderSmsPage } from "./sms-page.ts";
import { listSmsOutbox } from "./sms-repo.ts";

const OUTBOX_LIMIT = 100;

const smsEntry = z.object({
  id: z.string(),
  to: z.string(),
  purpose: z.string(),
  text: z.string(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/**
 * The development SMS outbox: JSON at /api/dev/sms and a page at /dev/sms. Both answer 404 when the outbox is
 * off: always in production, and elsewhere when AT_API_KEY is set without SMS_OUTBOX=1 (or SMS_DISABLED=1).
 */
export const devSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ensureOutbox = () => {
    if (!app.sms.outbox) throw new AppError("not_found", "Not found");
  };

  app.get(
    "/api/dev/sms",
    {
      schema: {
        tags: ["dev"],
        summary: "Text messages kept in the development outbox, newest first",
        querystring: z.object({ to: z.string().max(40).optional() }),
        response: { 200: z.array(smsEntry) },
      },
    },
    async (request) => {
      ensureOutbox();
      return listSmsOutbox(app.db, { to: request.query.to, limit: OUTBOX_LIMIT });
    },
  );

  app.get("/dev/sms", { schema: { hide: true } }, async (_request, reply) => {
    ensureOutbox();
    const texts = await listSmsOutbox(app.db, { limit: OUTBOX_LIMIT });
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderSmsPage(texts));
  });
};
