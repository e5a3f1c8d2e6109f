import { randomInt } from "node:crypto";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { handoverCodes } from "../../db/schema/index.ts";

/**
 * Hand-over codes (docs/decisions/0029-the-trip-core.md): the pickup PIN, the drop-off code, the return code. The
 * server issues them, shows each only to the one who gives it, and compares them only here: a try is counted in the
 * same statement that compares it, so at most MAX_ATTEMPTS codes are ever compared per LOCK_MS however many tries
 * come at once, and a right code is used once.
 */
export type HandoverPurpose = "pickup" | "dropoff" | "return";

/** Wrong codes allowed before a pause of LOCK_MS. */
export const MAX_ATTEMPTS = 5;
export const LOCK_MS = 60_000;

/** A new four-digit code. */
export const newCode = () => String(randomInt(0, 10_000)).padStart(4, "0");

/** Issues (or issues again, fresh) the trip's code for a purpose, in `tx`; answers it. */
export async function issueCode(tx: Db, tripId: string, purpose: HandoverPurpose, code = newCode()) {
  await tx
    .insert(handoverCodes)
    .values({ tripId, purpose, code })
    .onConflictDoUpdate({
      target: [handoverCodes.tripId, handoverCodes.purpose],
      set: { code, attempts: 0, failedAt: null, usedAt: null, createdAt: new Date() },
    });
  return code;
}

/** Takes a trip's codes back (the driver who had them is gone). */
export async function revokeCodes(tx: Db, tripId: string): Promise<void> {
  await tx.delete(handoverCodes).where(eq(handoverCodes.tripId, tripId));
}

/**
 * One try of a code, as a single statement: a right code is used (and its count cleared), a wrong one counted
 * (the count starts again after a pause has run out). Undefined when there is no such code to try: none issued,
 * already used, or paused after too many wrong tries. The row stays locked until `tx` ends.
 */
export async function tryCode(
  tx: Db,
  tripId: string,
  purpose: HandoverPurpose,
  code: string,
  now: Date,
): Promise<{ right: boolean; attemptsLeft: number } | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const right = sql`${handoverCodes.code} = ${code}`;
  const [row] = await tx
    .update(handoverCodes)
    .set({
      attempts: sql`case when ${right} then 0 when ${handoverCodes.attempts} >= ${MAX_ATTEMPTS} then 1 else ${handoverCodes.attempts} + 1 end`,
      failedAt: sql`case when ${right} then ${handoverCodes.failedAt} else ${at} end`,
      usedAt: sql`case when ${right} then ${at} else null end`,
    })
    .where(
      and(
        eq(handoverCodes.tripId, tripId),
        eq(handoverCodes.purpose, purpose),
        isNull(handoverCodes.usedAt),
        or(
          lt(handoverCodes.attempts, MAX_ATTEMPTS),
          isNull(handoverCodes.failedAt),
          lt(handoverCodes.failedAt, new Date(now.getTime() - LOCK_MS)),
        ),
      ),
    )
    .returning({ right: sql<boolean>`coalesce(${right}, false)`, attempts: handoverCodes.attempts });
  return row && { right: row.right, attemptsLeft: Math.max(0, MAX_ATTEMPTS - row.attempts) };
}

/** Whether the trip's code for a purpose was used already (a hand-over repeated after it was made). */
export async function codeUsed(db: Db, tripId: string, purpose: HandoverPurpose): Promise<boolean> {
  const [row] = await db
    .select({ usedAt: handoverCodes.usedAt })
    .from(handoverCodes)
    .where(and(eq(handoverCodes.tripId, tripId), eq(handoverCodes.purpose, purpose)))
    .limit(1);
  return row?.usedAt != null;
}

/** The unused codes of a purpose for these trips, by trip (for the views of the one who gives them). */
export async function openCodes(
  db: Db,
  tripIds: string[],
  purpose: HandoverPurpose,
): Promise<Map<string, string>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .select({ tripId: handoverCodes.tripId, code: handoverCodes.code })
    .from(handoverCodes)
    .where(
      and(
        inArray(handoverCodes.tripId, tripIds),
        eq(handoverCodes.purpose, purpose),
        isNull(handoverCodes.usedAt),
      ),
    );
  return new Map(rows.map((r) => [r.tripId, r.code]));
}
