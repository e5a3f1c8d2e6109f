import { changePasswordSchema, editProfileSchema } from "@campusgo/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { AppError } from "../../lib/errors.ts";
import { idParam } from "../../lib/id-param.ts";
import { sendUpload } from "../../lib/uploads.ts";
import { NOT_SIGNED_IN } from "../../plugins/session.ts";
import type { AccountDeps } from "../auth/deps.ts";
import { messageResponse, userResponse } from "../auth/schemas.ts";
import { type CurrentSession, SESSION_COOKIE, toPublicUser } from "../auth/sessions.ts";
import { deleteAccount } from "./account-deletion.ts";
import { avatarKey, setAvatar } from "./avatar.ts";
import { USER_MESSAGES } from "./messages.ts";
import { changePassword } from "./password.ts";
import { confirmEmailChange, updateProfile } from "./profile.ts";

/** The signed-in user's profile, password, picture and account. */
export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps: AccountDeps = { db: app.db, mailer: app.mailer, config };
  const tags = ["users"];
  /** The session app.authenticate has already required. */
  const current = (request: FastifyRequest): CurrentSession => {
    if (!request.session) throw new AppError("unauthorized", NOT_SIGNED_IN);
    return request.session;
  };

  app.patch(
    "/users/me",
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Edit profile", body: editProfileSchema, response: { 200: userResponse } },
    },
    async (request) => {
      const { user, message } = await updateProfile(deps, current(request).user, request.body);
      return { message, data: toPublicUser(user) };
    },
  );

  app.get(
    "/users/confirm-email",
    {
      schema: {
        tags,
        summary: "Confirm a new e-mail address from the mailed link, then open the edit-profile page",
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const outcome = await confirmEmailChange(deps, request.query.token);
      return reply.redirect(`/dashboard/edit-profile?email=${outcome}`);
    },
  );

  app.put(
    "/users/me/password",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Change password",
        body: changePasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const session = current(request);
      await changePassword(deps, session.user, session.id, request.body);
      return { message: USER_MESSAGES.passwordChanged };
    },
  );

  app.post(
    "/users/me/avatar",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Upload a profile picture (multipart, file field `avatar`, JPG or PNG up to 5 MB)",
        consumes: ["multipart/form-data"],
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const user = await setAvatar(deps, current(request).user, request);
      return { message: USER_MESSAGES.avatarUpdated, data: toPublicUser(user) };
    },
  );

  app.get(
    "/users/:id/avatar",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "A user's profile picture",
        params: z.object({ id: idParam(USER_MESSAGES.noAvatar) }),
      },
    },
    async (request, reply) =>
      sendUpload(reply, config.dataDir, await avatarKey(deps, current(request).user, request.params.id)),
  );

  app.delete(
    "/users/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Delete the account (password, or confirm DELETE for an account without one)",
        body: z.object({ password: z.string().max(200).optional(), confirm: z.string().max(20).optional() }),
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, current(request).user, request.body);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { message: USER_MESSAGES.accountDeleted };
    },
  );
};
