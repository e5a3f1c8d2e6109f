import type { Role } from "@campusgo/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.ts";
import { type CurrentSession, findSession, SESSION_COOKIE } from "../modules/auth/sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session, when the request carries a live session cookie. */
    session: CurrentSession | undefined;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 unless signed in, 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const NOT_SIGNED_IN = "Please log in to continue";
export const FORBIDDEN = "You are not allowed to do that";

/** Reads the session cookie on every /api request. */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest("session", undefined);
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/")) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.session = await findSession(app.db, token);
    });
    app.decorate("authenticate", async (request: FastifyRequest) => {
      if (!request.session) throw new AppError("unauthorized", NOT_SIGNED_IN);
    });
    app.decorate("requireRole", (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.session) throw new AppError("unauthorized", NOT_SIGNED_IN);
      if (!roles.includes(request.session.user.role)) throw new AppError("forbidden", FORBIDDEN);
    });
  },
  { name: "session", dependencies: ["database"] },
);
