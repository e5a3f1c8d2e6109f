import { TIMINGS } from "@campusgo/domain/constants";
import { eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailThrottles } from "../../db/schema/index.ts";

export type MailKind = "activation" | "otp" | "email-change";

/** One mail of a kind per address per 3 minutes (the spec's resend countdown). */
export const RESEND_INTERVAL_MS = TIMINGS.resendCountdownMs;

/**
 * Claims the right to send a mail of this kind to the address now. Race-safe: the claim is a single upsert
 * that only moves the timestamp when the last mail is old enough. Returns the seconds to wait when refused.
 */
export async function claimMailSlot(
  db: Db,
  kind: MailKind,
  address: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const key = `${kind}:${address.toLowerCase()}`;
  const threshold = new Date(now.getTime() - RESEND_INTERVAL_MS);
  const claimed = await db
    .insert(mailThrottles)
    .values({ key, sentAt: now })
    .onConflictDoUpdate({
      target: mailThrottles.key,
      set: { sentAt: now },
      setWhere: lte(mailThrottles.sentAt, threshold),
    })
    .returning({ key: mailThrottles.key });
  if (claimed.length > 0) return { ok: true };
  const [last] = await db.select().from(mailThrottles).where(eq(mailThrottles.key, key));
  const waitMs = last ? last.sentAt.getTime() + RESEND_INTERVAL_MS - now.getTime() : RESEND_INTERVAL_MS;
  return { ok: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}
