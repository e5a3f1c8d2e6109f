import type { IncomingMessage } from "node:http";
import type { AdminRight, Role } from "@campusgo/domain";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { findSession, SESSION_COOKIE } from "../modules/auth/sessions.ts";
import type { PresenceState } from "../modules/drivers/presence.ts";
import { NOT_SIGNED_IN } from "../plugins/session.ts";
import type { AppSocket } from "./types.ts";

/** What the server keeps on each connection. */
export interface SocketData {
  userId: string;
  role: Role;
  /** Admins: their right when the connection opened (a changed right applies from the next connection). */
  adminRight?: AdminRight | null;
  sessionId: string;
  /** Drivers: their presence, cached until presenceExpiresAt (driver-handlers.ts). */
  presence?: PresenceState | undefined;
  presenceExpiresAt?: number;
  /** Drivers: the token bucket of the position rate limit. */
  tokens?: number;
  tokensAt?: number;
}

/** A handshake from a page of another origin is refused (the cookie would otherwise ride along). */
export function allowOrigin(config: Config) {
  const own = new URL(config.publicUrl).origin;
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    if (!origin || origin === own) return callback(null, true);
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    callback(host && host === req.headers.host ? null : "Origin not allowed", host === req.headers.host);
  };
}

/** socket.io middleware: the session cookie of the handshake, looked up as for HTTP requests. */
export function authenticateSocket(app: FastifyInstance) {
  return async (socket: AppSocket, next: (err?: Error) => void) => {
    try {
      const header = socket.request.headers.cookie;
      const token = header ? app.parseCookie(header)[SESSION_COOKIE] : undefined;
      const session = token ? await findSession(app.db, token) : undefined;
      if (!session) return next(new Error(NOT_SIGNED_IN));
      const data: SocketData = {
        userId: session.user.id,
        role: session.user.role,
        adminRight: session.user.adminRight ?? null,
        sessionId: session.id,
      };
      Object.assign(socket.data, data);
      next();
    } catch (error) {
      app.log.warn({ err: error }, "socket authentication failed");
      next(new Error(NOT_SIGNED_IN));
    }
  };
}
