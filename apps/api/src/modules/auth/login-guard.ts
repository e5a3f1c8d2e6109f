import { isEmail } from "@campusgo/domain";
import { eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginGuards } from "../../db/schema/index.ts";

/** Password tries allowed before the account's password login is locked (docs/decisions/0007). */
export const LOGIN_MAX_FAILURES = 5;
/** The first lock; each further lock in a streak doubles it, up to LOGIN_LOCK_MAX_MS. */
export const LOGIN_LOCK_MS = 60_000;
export const LOGIN_LOCK_MAX_MS = 15 * 60_000;
/** A streak without any try for this long is forgotten: the next lock is the first again. */
export const LOGIN_STREAK_QUIET_MS = 24 * 3600_000;

/** The guard of an account: one for its e-mail and its phone number. */
export const accountGuardKey = (userId: string) => `user:${userId}`;

/**
 * The guard of an identifier that has no account: normalised the way accounts are looked up, so that it
 * behaves exactly like an account's guard and reveals nothing.
 */
export function identifierGuardKey(identifier: string): string {
  const value = identifier.trim();
  return isEmail(value) ? `email:${value.toLowerCase()}` : `phone:${value}`;
}

export type LoginTry = { ok: true } | { ok: false; retryAfter: number };

/**
 * Counts one password try, unless the key is locked, in a single upsert: concurrent tries are serialised on
 * the row, so at most LOGIN_MAX_FAILURES passwords are checked per lock, on every instance. The try that
 * reaches the limit sets the lock; a right password then clears it (clearLoginGuard).
 */
export async function claimLoginTry(db: Db, key: string, now = new Date()): Promise<LoginTry> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const g = loginGuards;
  const stale = sql`${g.lastTryAt} < ${at} - ${LOGIN_STREAK_QUIET_MS}::int * interval '1 millisecond'`;
  // Only rows that are not locked are updated, so a set lock here is one that has run out.
  const failuresBefore = sql`case when ${stale} or ${g.lockedUntil} is not null then 0 else ${g.failures} end`;
  const locksBefore = sql`case when ${stale} then 0 else ${g.locks} end`;
  const locking = sql`(${failuresBefore}) + 1 >= ${LOGIN_MAX_FAILURES}::int`;
  const lockMs = sql`least(${LOGIN_LOCK_MS}::int * power(2, ${locksBefore}), ${LOGIN_LOCK_MAX_MS}::int)`;
  const counted = await db
    .insert(loginGuards)
    .values({ key, failures: 1, locks: 0, lastTryAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: g.key,
      set: {
        failures: sql`(${failuresBefore}) + 1`,
        locks: sql`(${locksBefore}) + case when ${locking} then 1 else 0 end`,
        lockedUntil: sql`case when ${locking} then ${at} + (${lockMs}) * interval '1 millisecond' end`,
        lastTryAt: now,
      },
      setWhere: or(isNull(g.lockedUntil), lte(g.lockedUntil, now)),
    })
    .returning({ key: g.key });
  if (counted.length > 0) return { ok: true };
  const [guard] = await db.select({ lockedUntil: g.lockedUntil }).from(loginGuards).where(eq(g.key, key));
  const waitMs = (guard?.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return { ok: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A right password or a password reset: the count, the lock and the streak are gone. */
export async function clearLoginGuard(db: Db, key: string): Promise<void> {
  await db.delete(loginGuards).where(eq(loginGuards.key, key));
}
