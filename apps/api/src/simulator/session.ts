import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema/index.ts";
import { randomToken, sha256 } from "../lib/tokens.ts";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../modules/auth/sessions.ts";

const AGENT = "CampusGo driver simulator";

/**
 * Signs a simulated driver in: a session like the login route makes (only the token's hash is stored).
 * Returns the cookie header the simulated driver sends.
 */
export async function signInSimulated(db: Db, userId: string): Promise<string> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.userAgent, AGENT)));
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    userAgent: AGENT,
    ip: "127.0.0.1",
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return `${SESSION_COOKIE}=${token}`;
}
