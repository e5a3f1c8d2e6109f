import type { PublicUser } from "@campusgo/domain";
import { and, desc, eq, gt, isNull, lte, notInArray } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { sessions, type User, users } from "../../db/schema/index.ts";
import { randomToken, sha256 } from "../../lib/tokens.ts";

export const SESSION_COOKIE = "cg_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Live sessions one user may hold (browsers, phones); a new login ends the oldest beyond it. */
export const MAX_SESSIONS_PER_USER = 10;

export interface CurrentSession {
  id: string;
  user: User;
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    role: user.role,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    profileImage: user.profileImage ? `/api/users/${user.id}/avatar?v=${user.updatedAt.getTime()}` : null,
    ...(user.role === "admin" ? { adminRight: user.adminRight } : {}),
    ...(user.suspendedAt
      ? { suspension: { reason: user.suspendedReason ?? "", since: user.suspendedAt.toISOString() } }
      : {}),
  };
}

/** Sessions that ended: one (`sessionId`), or every one of the user but `exceptSessionId`. */
export interface SessionsEnded {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

const endedListeners = new Set<(ended: SessionsEnded) => void>();

/** Hook point for the realtime layer, which closes the connections of ended sessions. */
export function onSessionsEnded(listener: (ended: SessionsEnded) => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Tells the subscribers that sessions ended (after the rows are gone). A failing subscriber never fails the caller. */
export function sessionsEnded(ended: SessionsEnded): void {
  for (const listener of endedListeners) {
    try {
      listener(ended);
    } catch {
      // Closing live connections is best effort: the next handshake is refused anyway.
    }
  }
}

/** The session a cookie token names, if it is live and its user still exists. */
export async function findSession(db: Db, token: string): Promise<CurrentSession | undefined> {
  const [row] = await db
    .select({ id: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt)),
    )
    .limit(1);
  return row;
}

/**
 * Starts a new session for the user and sets its cookie. Any session the browser already carried is revoked
 * first, so the token rotates at every login.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  if (request.session) await dropSession(db, request.session);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
    ip: request.ip,
  });
  await trimSessions(db, userId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires: expiresAt,
  });
}

/**
 * Keeps the user's newest live sessions up to the cap: older ones and expired ones are deleted, and their open
 * connections closed as at logout.
 */
async function trimSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  const kept = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(MAX_SESSIONS_PER_USER);
  const dropped = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), notInArray(sessions.id, kept)))
    .returning({ id: sessions.id });
  for (const { id } of dropped) sessionsEnded({ userId, sessionId: id });
}

/** Ends the browser's current session. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await dropSession(db, request.session);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

async function dropSession(db: Db, session: CurrentSession): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, session.id));
  sessionsEnded({ userId: session.user.id, sessionId: session.id });
}

/** Revokes every session of a user (password reset). */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  sessionsEnded({ userId });
}

/** Deletes every expired session (housekeeping); returns how many went. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const dropped = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id, userId: sessions.userId });
  for (const { id, userId } of dropped) sessionsEnded({ userId, sessionId: id });
  return dropped.length;
}
