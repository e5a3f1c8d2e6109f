import { messageAnswerSchema, PUSH_MESSAGES, pushSubscriptionSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PushConfig } from "../../config.ts";
import { requestSession } from "../../plugins/session.ts";
import { registerUserEraser } from "../users/account-deletion.ts";
import { deleteUserSubscriptions } from "./repo.ts";
import { subscribe, unsubscribe } from "./service.ts";

const tags = ["push"];

/** This browser's Web Push subscription: drivers turn alerts on when they go online; anyone may turn them off. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushConfig }> = async (app, { push }) => {
  registerUserEraser((tx, userId) => deleteUserSubscriptions(tx, userId));

  app.post(
    "/push/subscriptions",
    {
      onRequest: app.requireRole("driver"),
      schema: {
        tags,
        summary: "Send ride requests to this browser while the app is closed (one subscription per session)",
        body: pushSubscriptionSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await subscribe(app.db, push, requestSession(request), request.body);
      return { message: PUSH_MESSAGES.subscribed };
    },
  );

  app.delete(
    "/push/subscriptions",
    {
      schema: {
        tags,
        summary: "Stop sending pushes to this browser",
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await unsubscribe(app.db, requestSession(request));
      return { message: PUSH_MESSAGES.unsubscribed };
    },
  );
};
