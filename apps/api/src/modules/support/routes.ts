import {
  adminSupportConversationSchema,
  newSupportConversationSchema,
  SUPPORT_MESSAGES,
  supportConversationSummarySchema,
  supportConversationViewSchema,
  supportMessageSchema,
} from "@campusgo/domain";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import {
  adminConversation,
  adminReply,
  myConversation,
  myConversations,
  type SupportDeps,
  setClosed,
  startConversation,
  userReply,
} from "./service.ts";

const tags = ["support"];
const params = z.object({ id: idParam(SUPPORT_MESSAGES.notFound) });
const answer = z.object({ message: z.string(), data: supportConversationViewSchema });
const adminAnswer = z.object({ message: z.string(), data: adminSupportConversationSchema });

const depsOf = (app: FastifyInstance, publicUrl: string): SupportDeps => ({
  db: app.db,
  mailer: app.mailer,
  notifier: app.notifier,
  publicUrl,
  log: app.log,
});

/** A user's conversations with support (docs/api-support.md): the signed-in subtree. */
export const supportRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const deps = depsOf(app, publicUrl);

  app.post(
    "/support/conversations",
    {
      schema: {
        tags,
        summary:
          "Write to support: a topic, a subject and a message, with one of the caller's trips when sent from it; at most 10 messages an hour",
        body: newSupportConversationSchema,
        response: { 201: answer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: SUPPORT_MESSAGES.sent,
        data: await startConversation(deps, requestUser(request), request.body),
      }),
  );

  app.get(
    "/support/conversations",
    {
      schema: {
        tags,
        summary: "The caller's conversations with support, the latest message first",
        response: { 200: z.object({ data: z.array(supportConversationSummarySchema) }) },
      },
    },
    async (request) => ({ data: await myConversations(app.db, requestUser(request)) }),
  );

  app.get(
    "/support/conversations/:id",
    {
      schema: {
        tags,
        summary: "One of the caller's conversations with its messages (anyone else's: 404)",
        params,
        response: { 200: z.object({ data: supportConversationViewSchema }) },
      },
    },
    async (request) => ({ data: await myConversation(app.db, requestUser(request), request.params.id) }),
  );

  app.post(
    "/support/conversations/:id/messages",
    {
      schema: {
        tags,
        summary:
          "Write again in one of the caller's conversations; it waits for support again (a closed one opens)",
        params,
        body: supportMessageSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      message: SUPPORT_MESSAGES.sent,
      data: await userReply(deps, requestUser(request), request.params.id, request.body.body),
    }),
  );
};

/** Admins answer, close and reopen conversations (docs/api-support.md): the admin subtree. */
export const adminSupportRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const deps = depsOf(app, publicUrl);

  app.get(
    "/admin/support/conversations/:id",
    {
      config: rightsFor("support"),
      schema: {
        tags: ["admin"],
        summary: "A support conversation with its messages and who wrote it",
        params,
        response: { 200: z.object({ data: adminSupportConversationSchema }) },
      },
    },
    async (request) => ({ data: await adminConversation(app.db, request.params.id) }),
  );

  app.post(
    "/admin/support/conversations/:id/messages",
    {
      config: rightsFor("support"),
      schema: {
        tags: ["admin"],
        summary:
          "Answer a conversation: the user is notified in the app and by e-mail; it then waits for the user; audited",
        params,
        body: supportMessageSchema,
        response: { 200: adminAnswer },
      },
    },
    async (request) => ({
      message: SUPPORT_MESSAGES.answered,
      data: await adminReply(deps, requestUser(request), request.params.id, request.body.body),
    }),
  );

  app.post(
    "/admin/support/conversations/:id/close",
    {
      config: rightsFor("support"),
      schema: {
        tags: ["admin"],
        summary: "Close an open or answered conversation; audited",
        params,
        response: { 200: adminAnswer },
      },
    },
    async (request) => ({
      message: SUPPORT_MESSAGES.closed,
      data: await setClosed(deps, requestUser(request), request.params.id, true),
    }),
  );

  app.post(
    "/admin/support/conversations/:id/reopen",
    {
      config: rightsFor("support"),
      schema: {
        tags: ["admin"],
        summary: "Reopen a closed conversation; audited",
        params,
        response: { 200: adminAnswer },
      },
    },
    async (request) => ({
      message: SUPPORT_MESSAGES.reopened,
      data: await setClosed(deps, requestUser(request), request.params.id, false),
    }),
  );
};
