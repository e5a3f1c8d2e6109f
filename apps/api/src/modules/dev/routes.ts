import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { renderMailPage } from "./mail-page.ts";
import { listOutbox } from "./repo.ts";
import { devSmsRoutes } from "./sms-routes.ts";

const OUTBOX_LIMIT = 100;

const outboxEntry = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

/**
 * The development mail outbox: JSON at /api/dev/mail and a page at /dev/mail. Both answer 404 when the outbox
 * is off: always in production, and elsewhere when SMTP_URL is set without MAIL_OUTBOX=1 (or MAIL_DISABLED=1).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const ensureOutbox = () => {
    if (!app.mailer.outbox) throw new AppError("not_found", "Not found");
  };

  app.get(
    "/api/dev/mail",
    {
      schema: {
        tags: ["dev"],
        summary: "Mail kept in the development outbox, newest first",
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: z.array(outboxEntry) },
      },
    },
    async (request) => {
      ensureOutbox();
      return listOutbox(app.db, { to: request.query.to, limit: OUTBOX_LIMIT });
    },
  );

  app.get("/dev/mail", { schema: { hide: true } }, async (_request, reply) => {
    ensureOutbox();
    const mails = await listOutbox(app.db, { limit: OUTBOX_LIMIT });
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderMailPage(mails));
  });

  await app.register(devSmsRoutes);
};
