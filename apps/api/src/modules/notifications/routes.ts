import { notificationsAnswerSchema, notificationsMarkedSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Notification } from "../../db/schema/index.ts";
import { idParam } from "../../lib/id-param.ts";
import { requestUser } from "../../plugins/session.ts";
import { eraseNotificationsOnAccountDeletion } from "./account-deletion.ts";
import {
  NOTIFICATION_NOT_FOUND,
  notificationsOf,
  readAllNotifications,
  readNotification,
} from "./service.ts";

const toView = (n: Notification) => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

/** The signed-in user's own notifications: list (newest first, 50 at most), mark one or all read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  eraseNotificationsOnAccountDeletion();
  app.get(
    "/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "The newest notifications and the unread count",
        response: { 200: notificationsAnswerSchema },
      },
    },
    async (request) => {
      const { data, unread } = await notificationsOf(app.db, requestUser(request).id);
      return { data: data.map(toView), unread };
    },
  );

  app.put(
    "/notifications/read-all",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark every notification read",
        response: { 200: notificationsMarkedSchema },
      },
    },
    async (request) => {
      await readAllNotifications(app.db, requestUser(request).id);
      return { message: "All notifications marked as read", unread: 0 };
    },
  );

  app.put(
    "/notifications/:id/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark one notification read",
        params: z.object({ id: idParam(NOTIFICATION_NOT_FOUND) }),
        response: { 200: notificationsMarkedSchema },
      },
    },
    async (request) => {
      const unread = await readNotification(app.db, requestUser(request).id, request.params.id);
      return { message: "Notification marked as read", unread };
    },
  );
};
