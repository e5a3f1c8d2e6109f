import { changePasswordSchema, editProfileSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { idParam } from "../../lib/id-param.ts";
import { imageWidthQuery } from "../../lib/image-sizes.ts";
import { sendUpload } from "../../lib/uploads.ts";
import { requestSession, requestUser } from "../../plugins/session.ts";
import type { AccountDeps } from "../auth/deps.ts";
import { messageResponse, userResponse } from "../auth/schemas.ts";
import { SESSION_COOKIE, toPublicUser } from "../auth/sessions.ts";
import { deleteAccount } from "./account-deletion.ts";
import { avatarKey, setAvatar } from "./avatar.ts";
import { USER_MESSAGES } from "./messages.ts";
import { changePassword } from "./password.ts";
import { confirmEmailChange, updateProfile } from "./profile.ts";

const tags = ["users"];

/** The signed-in user's profile, password, picture and account: registered in the signed-in subtree. */
export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps: AccountDeps = { db: app.db, mailer: app.mailer, config };

  app.patch(
    "/users/me",
    {
      schema: { tags, summary: "Edit profile", body: editProfileSchema, response: { 200: userResponse } },
    },
    async (request) => {
      const { user, message } = await updateProfile(deps, requestUser(request), request.body);
      return { message, data: toPublicUser(user) };
    },
  );

  app.put(
    "/users/me/password",
    {
      schema: {
        tags,
        summary: "Change password",
        body: changePasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const session = requestSession(request);
      await changePassword(deps, session.user, session.id, request.body);
      return { message: USER_MESSAGES.passwordChanged };
    },
  );

  app.post(
    "/users/me/avatar",
    {
      schema: {
        tags,
        summary: "Upload a profile picture (multipart, file field `avatar`, JPG or PNG up to 5 MB)",
        consumes: ["multipart/form-data"],
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const user = await setAvatar(deps, requestUser(request), request);
      return { message: USER_MESSAGES.avatarUpdated, data: toPublicUser(user) };
    },
  );

  app.get(
    "/users/:id/avatar",
    {
      schema: {
        tags,
        summary: "A user's profile picture (`?w=160` or `?w=720` for a copy scaled down to that width)",
        params: z.object({ id: idParam(USER_MESSAGES.noAvatar) }),
        querystring: imageWidthQuery,
      },
    },
    async (request, reply) => {
      const key = await avatarKey(deps, requestUser(request), request.params.id);
      return sendUpload(reply, config.dataDir, key, request.query.w);
    },
  );

  app.delete(
    "/users/me",
    {
      schema: {
        tags,
        summary: "Delete the account (password, or confirm DELETE for an account without one)",
        body: z.object({ password: z.string().max(200).optional(), confirm: z.string().max(20).optional() }),
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, requestUser(request), request.body);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { message: USER_MESSAGES.accountDeleted };
    },
  );
};

/** The link mailed to a new e-mail address: public, as it may be opened in a browser that is not signed in. */
export const emailConfirmationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps: AccountDeps = { db: app.db, mailer: app.mailer, config };

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
};
