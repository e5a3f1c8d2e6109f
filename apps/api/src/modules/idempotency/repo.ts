import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";

/** How long a key and its answer are kept: a repeat within a day gets the same answer. */
export const KEEP_MS = 24 * 60 * 60_000;
/** A claim older than this was left by an instance that died mid-request: another request may take it over. */
export const STALE_CLAIM_MS = 60_000;

export interface KeyRef {
  userId: string;
  key: string;
}

export interface Request extends KeyRef {
  route: string;
  requestHash: string;
}

/** What the store says about a request: it is ours to run, a repeat of a stored answer, or not yet decided. */
export type Lookup =
  | { kind: "claimed"; claimedAt: Date }
  | { kind: "replay"; status: number; body: string }
  | { kind: "mismatch" }
  | { kind: "in-progress" };

const byKey = ({ userId, key }: KeyRef) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims the key for this request in one statement (the primary key decides between racers on any
 * instance), or says what the earlier request with the same key left.
 */
export async function claimOrLookUp(db: Db, request: Request): Promise<Lookup> {
  for (;;) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({
        userId: request.userId,
        key: request.key,
        route: request.route,
        requestHash: request.requestHash,
        // Written from here (milliseconds, as a Date holds them), so the holder can compare it exactly later.
        claimedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ claimedAt: idempotencyKeys.claimedAt });
    if (inserted) return { kind: "claimed", claimedAt: inserted.claimedAt };

    const [row] = await db.select().from(idempotencyKeys).where(byKey(request)).limit(1);
    // Released by its holder (it was refused) in between: try to claim it again.
    if (!row) continue;
    if (row.createdAt.getTime() < Date.now() - KEEP_MS) {
      // Past its day: forgotten, as if never sent.
      const cutoff = new Date(Date.now() - KEEP_MS);
      await db.delete(idempotencyKeys).where(and(byKey(request), lt(idempotencyKeys.createdAt, cutoff)));
      continue;
    }
    if (row.route !== request.route || row.requestHash !== request.requestHash) return { kind: "mismatch" };
    if (row.responseStatus !== null && row.responseBody !== null) {
      return { kind: "replay", status: row.responseStatus, body: row.responseBody };
    }
    if (row.claimedAt.getTime() < Date.now() - STALE_CLAIM_MS) {
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ claimedAt: new Date() })
        .where(
          and(
            byKey(request),
            isNull(idempotencyKeys.responseStatus),
            eq(idempotencyKeys.claimedAt, row.claimedAt),
          ),
        )
        .returning({ claimedAt: idempotencyKeys.claimedAt });
      if (taken) return { kind: "claimed", claimedAt: taken.claimedAt };
      continue;
    }
    return { kind: "in-progress" };
  }
}

/** Keeps the answer of the request that holds the claim (not if another took the claim over meanwhile). */
export async function storeAnswer(
  db: Db,
  ref: KeyRef,
  claimedAt: Date,
  status: number,
  body: string,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(byKey(ref), isNull(idempotencyKeys.responseStatus), eq(idempotencyKeys.claimedAt, claimedAt)));
}

/** Lets the key go (the request was refused and changed nothing): sending it again runs it again. */
export async function release(db: Db, ref: KeyRef, claimedAt: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(byKey(ref), isNull(idempotencyKeys.responseStatus), eq(idempotencyKeys.claimedAt, claimedAt)));
}

/** Forgets the user's keys older than a day (run as the user sends a new one, so the table stays small). */
export async function forgetOld(db: Db, userId: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS))),
    );
}
