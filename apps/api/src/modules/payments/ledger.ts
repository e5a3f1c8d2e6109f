import { assertBalanced, LEDGER, type Posting } from "@campusgo/domain";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  rides,
  tripCharges,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

export interface MovementInfo {
  kind: string;
  tripId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  refundId?: string | null;
  memo?: string;
}

export interface NoOverdraw {
  /** Accounts this movement may not take below zero (a wallet spent, earnings paid out). */
  accounts: string[];
  message: string;
}

/**
 * Writes one movement of money in `tx` (a transaction the caller opened): its entries sum to zero, or nothing is
 * written. Each account named in `noOverdraw` is locked first (its account row), so concurrent spends
 * queue, and refuses (409 with the given message) when the account holds too little.
 */
export async function postMovement(
  tx: Db,
  info: MovementInfo,
  postings: Posting[],
  noOverdraw?: NoOverdraw,
): Promise<string> {
  assertBalanced(postings);
  const accounts = [...new Set(postings.map((p) => p.account))].sort();
  await tx
    .insert(ledgerAccounts)
    .values(accounts.map((account) => ({ account })))
    .onConflictDoNothing();
  const debited = accounts.filter((a) => noOverdraw?.accounts.includes(a));
  if (debited.length > 0) {
    // Always in the same order, so two movements over the same accounts never wait for each other in a circle.
    await tx
      .select({ account: ledgerAccounts.account })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.account, debited))
      .orderBy(asc(ledgerAccounts.account))
      .for("update");
    for (const account of debited) {
      const change = postings.filter((p) => p.account === account).reduce((s, p) => s + p.amountKobo, 0);
      if ((await balanceOf(tx, account)) + change < 0)
        throw new AppError("conflict", noOverdraw?.message ?? "");
    }
  }
  const [movement] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: info.kind,
      tripId: info.tripId ?? null,
      paymentId: info.paymentId ?? null,
      payoutId: info.payoutId ?? null,
      refundId: info.refundId ?? null,
      memo: info.memo ?? null,
    })
    .returning({ id: ledgerTransactions.id });
  if (!movement) throw new Error("ledger movement not written");
  await tx
    .insert(ledgerEntries)
    .values(
      postings.map((p) => ({ transactionId: movement.id, account: p.account, amountKobo: p.amountKobo })),
    );
  return movement.id;
}

/** An account's balance: the sum of its entries. */
export async function balanceOf(db: Db, account: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.sum ?? 0);
}

/**
 * The health line: the sum of every entry (always zero), what all wallets and drivers hold, the platform's
 * commission, the payouts in transit, and the completed trips that owe nothing although they should (always none).
 */
export async function ledgerHealth(db: Db): Promise<{
  sumKobo: number;
  walletsKobo: number;
  driversKobo: number;
  commissionKobo: number;
  inTransitKobo: number;
  heldKobo: number;
  unchargedTrips: number;
}> {
  const [row] = await db
    .select({
      sum: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)`,
      wallets: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}) filter (where ${ledgerEntries.account} like 'wallet:%'), 0)`,
      drivers: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}) filter (where ${ledgerEntries.account} like 'driver:%'), 0)`,
      commission: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}) filter (where ${ledgerEntries.account} = ${LEDGER.commission}), 0)`,
      inTransit: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}) filter (where ${ledgerEntries.account} = ${LEDGER.payoutsInTransit}), 0)`,
      held: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}) filter (where ${ledgerEntries.account} like 'held:%'), 0)`,
    })
    .from(ledgerEntries);
  const [uncharged] = await db
    .select({ count: sql<string>`count(*)` })
    .from(rides)
    .leftJoin(tripCharges, eq(tripCharges.tripId, rides.id))
    .where(and(eq(rides.status, "completed"), isNotNull(rides.amountKobo), isNull(tripCharges.tripId)));
  return {
    sumKobo: Number(row?.sum ?? 0),
    walletsKobo: Number(row?.wallets ?? 0),
    driversKobo: Number(row?.drivers ?? 0),
    commissionKobo: Number(row?.commission ?? 0),
    inTransitKobo: Number(row?.inTransit ?? 0),
    heldKobo: Number(row?.held ?? 0),
    unchargedTrips: Number(uncharged?.count ?? 0),
  };
}
