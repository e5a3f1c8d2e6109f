import { isEmail } from "@campusgo/domain";
import { and, eq, isNull, like, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginGuards } from "../../db/schema/index.ts";

/** Wrong passwords allowed before the guard locks (docs/decisions/0007). */
export const LOGIN_MAX_FAILURES = 5;
/** The first lock; each further lock in a streak doubles it, up to LOGIN_LOCK_MAX_MS. */
export const LOGIN_LOCK_MS = 60_000;
export const LOGIN_LOCK_MAX_MS = 15 * 60_000;
/** A streak without any try for this long is forgotten: the next lock is the first again. */
export const LOGIN_STREAK_QUIET_MS = 24 * 3600_000;
/**
 * A password check takes well under a second: checks counted when the guard's last try is older than this
 * were left by a process that stopped, and hold no place any more.
 */
export const LOGIN_CHECK_STALE_MS = 30_000;

/** The guard of an account, for tries from browsers that do not know it: one for its e-mail and its phone. */
export const accountGuardKey = (userId: string) => `user:${userId}`;

/** The guard of one known device of an account (a valid device cookie, device-cookie.ts). */
export const deviceGuardKey = (userId: string, deviceId: string) => `device:${userId}:${deviceId}`;

/**
 * The guard of an identifier that has no account: normalised the way accounts are looked up, so that it
 * behaves exactly like an account's guard and reveals nothing.
 */
export function identifierGuardKey(identifier: string): string {
  const value = identifier.trim();
  return isEmail(value) ? `email:${value.toLowerCase()}` : `phone:${value}`;
}

/**
 * ok: the password may be checked now (then call finishLoginTry); locked: refused for retryAfter seconds;
 * busy: as many passwords as the guard has tries left are being checked already, try again in a moment.
 */
export type LoginTry = { kind: "ok" } | { kind: "locked"; retryAfter: number } | { kind: "busy" };

const g = loginGuards;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const notLocked = (now: Date) => or(isNull(g.lockedUntil), lte(g.lockedUntil, now));

/**
 * Takes a place to check one password, in a single upsert: refused while the guard is locked, and while its
 * wrong passwords and the checks in flight already make LOGIN_MAX_FAILURES. Concurrent tries are serialised
 * on the row, so at most that many passwords are checked per lock, on every instance; a burst of right
 * passwords waits for places instead of locking anyone out.
 */
export async function claimLoginTry(db: Db, key: string, now = new Date()): Promise<LoginTry> {
  const quiet = sql`${g.lastTryAt} < ${at(now)} - ${LOGIN_STREAK_QUIET_MS}::int * interval '1 millisecond'`;
  const stale = sql`${g.lastTryAt} < ${at(now)} - ${LOGIN_CHECK_STALE_MS}::int * interval '1 millisecond'`;
  // Only rows that are not locked are taken, so a set lock here is one that has run out: a fresh count.
  const failuresBefore = sql`case when ${quiet} or ${g.lockedUntil} is not null then 0 else ${g.failures} end`;
  const locksBefore = sql`case when ${quiet} then 0 else ${g.locks} end`;
  const checkingBefore = sql`case when ${stale} then 0 else ${g.checking} end`;
  const taken = await db
    .insert(loginGuards)
    .values({ key, failures: 0, checking: 1, locks: 0, lastTryAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: g.key,
      set: {
        failures: failuresBefore,
        locks: locksBefore,
        checking: sql`(${checkingBefore}) + 1`,
        lockedUntil: null,
        lastTryAt: now,
      },
      setWhere: and(
        notLocked(now),
        sql`(${failuresBefore}) + (${checkingBefore}) < ${LOGIN_MAX_FAILURES}::int`,
      ),
    })
    .returning({ key: g.key });
  if (taken.length > 0) return { kind: "ok" };
  const [guard] = await db.select({ lockedUntil: g.lockedUntil }).from(loginGuards).where(eq(g.key, key));
  const lockedUntil = guard?.lockedUntil?.getTime();
  if (lockedUntil === undefined || lockedUntil <= now.getTime()) return { kind: "busy" };
  return { kind: "locked", retryAfter: Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000)) };
}

/**
 * Gives back the place a claimed try held. A wrong password counts; the one that makes LOGIN_MAX_FAILURES
 * sets the lock (1 minute, doubling with each lock of the streak up to 15). A right password clears the
 * count, the lock and the streak.
 */
export async function finishLoginTry(db: Db, key: string, right: boolean, now = new Date()): Promise<void> {
  const checking = sql`greatest(${g.checking} - 1, 0)`;
  if (right) {
    await db
      .update(loginGuards)
      .set({ checking, failures: 0, locks: 0, lockedUntil: null })
      .where(eq(g.key, key));
    // Nothing left to remember once no other check is in flight (whichever finishes last removes it).
    await db
      .delete(loginGuards)
      .where(and(eq(g.key, key), eq(g.checking, 0), eq(g.failures, 0), isNull(g.lockedUntil)));
    return;
  }
  // A lock another wrong password set meanwhile stands as it is.
  const locking = sql`(${g.lockedUntil} is null or ${g.lockedUntil} <= ${at(now)}) and ${g.failures} + 1 >= ${LOGIN_MAX_FAILURES}::int`;
  const lockMs = sql`least(${LOGIN_LOCK_MS}::int * power(2, ${g.locks}), ${LOGIN_LOCK_MAX_MS}::int)`;
  await db
    .update(loginGuards)
    .set({
      checking,
      failures: sql`${g.failures} + 1`,
      lastTryAt: now,
      locks: sql`${g.locks} + case when ${locking} then 1 else 0 end`,
      lockedUntil: sql`case when ${locking} then ${at(now)} + (${lockMs}) * interval '1 millisecond' else ${g.lockedUntil} end`,
    })
    .where(eq(g.key, key));
}

/** A password reset: the account's counts, locks and streaks are gone, its known devices' too. */
export async function clearAccountGuards(db: Db, userId: string): Promise<void> {
  await db
    .delete(loginGuards)
    .where(or(eq(g.key, accountGuardKey(userId)), like(g.key, `${deviceGuardKey(userId, "")}%`)));
}
