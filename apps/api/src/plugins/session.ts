import type { Role } from "@campusgo/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { User } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";
import { type CurrentSession, findSession, SESSION_COOKIE } from "../modules/auth/sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session, when the request carries a live session cookie. */
    session: CurrentSession | undefined;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless signed in. The signed-in subtree of app.ts runs it for all its routes. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 unless signed in, 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const NOT_SIGNED_IN = "Please log in to continue";
export const FORBIDDEN = "You are not allowed to do that";

/**
 * The session of a request in the signed-in subtree, whose onRequest hook has already refused anonymous calls.
 * Read outside that subtree by mistake, it fails closed with the same 401.
 */
export function requestSession(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new AppError("unauthorized", NOT_SIGNED_IN);
  return request.session;
}

/** The signed-in user of a request in the signed-in subtree (see requestSession). */
export const requestUser = (request: FastifyRequest): User => requestSession(request).user;

/**
 * Reads the session cookie on every /api request, and provides the hooks that guard routes: they run in
 * onRequest, so an anonymous or unauthorised call is refused before its body is read or validated.
 */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest("session", undefined);
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/")) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.session = await findSession(app.db, token);
    });
    app.decorate("authenticate", async (request: FastifyRequest) => {
      requestSession(request);
    });
    app.decorate("requireRole", (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!roles.includes(requestUser(request).role)) throw new AppError("forbidden", FORBIDDEN);
    });
  },
  { name: "session", dependencies: ["database"] },
);
