import { LEDGER, MOVEMENTS } from "@campusgo/domain";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../src/db/schema/index.ts";
import { ledgerHealth, postMovement } from "../src/modules/payments/ledger.ts";
import { createTestDatabase } from "./helpers/database.ts";

const { database, drop } = await createTestDatabase();
afterAll(drop);
const { db } = database;

/** The error a statement (or a transaction's commit) failed with, with its cause's message; undefined if none. */
async function failure(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `${String(error)} ${cause instanceof Error ? cause.message : ""}`;
  }
}

/** Writes entries straight into the tables, past the app's own check (as a bug or a hand-written query would). */
async function writeRaw(entries: { account: string; amountKobo: number }[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (entries.length > 0) {
      await tx
        .insert(ledgerAccounts)
        .values(entries.map((e) => ({ account: e.account })))
        .onConflictDoNothing();
    }
    const [movement] = await tx
      .insert(ledgerTransactions)
      .values({ kind: "topup", memo: "raw" })
      .returning({ id: ledgerTransactions.id });
    if (!movement) throw new Error("no movement");
    if (entries.length > 0) {
      await tx.insert(ledgerEntries).values(entries.map((e) => ({ transactionId: movement.id, ...e })));
    }
  });
}

const riderId = "00000000-0000-4000-8000-000000000001";
const wallet = LEDGER.wallet(riderId);

describe("the ledger's rules in SQL", () => {
  it("a balanced movement commits", async () => {
    await db.transaction((tx) => postMovement(tx, { kind: "topup" }, MOVEMENTS.topUp(riderId, 5_000)));
    await writeRaw([
      { account: LEDGER.clearing, amountKobo: -700 },
      { account: wallet, amountKobo: 700 },
    ]);
    expect((await ledgerHealth(db)).sumKobo).toBe(0);
  });

  it("an unbalanced movement, a single entry or a movement without entries is refused at commit", async (ctx) => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    for (const entries of [
      [
        { account: LEDGER.clearing, amountKobo: -700 },
        { account: wallet, amountKobo: 800 },
      ],
      [{ account: wallet, amountKobo: 800 }],
      [],
    ]) {
      const error = await failure(() => writeRaw(entries));
      expect(error, ctx.task.name).toMatch(/does not balance|has no entries/);
    }
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(after).toEqual(before);
    expect((await ledgerHealth(db)).sumKobo).toBe(0);
  });

  it("entries are never changed, deleted or truncated, nor the movements or accounts truncated", async () => {
    expect(
      await failure(() => db.execute(sql`update ledger_entries set amount_kobo = amount_kobo * 2`)),
    ).toMatch(/never changed or deleted/);
    expect(await failure(() => db.execute(sql`delete from ledger_transactions`))).toMatch(
      /never changed or deleted/,
    );
    for (const table of ["ledger_entries", "ledger_transactions", "ledger_accounts"]) {
      expect(await failure(() => db.execute(sql.raw(`truncate ${table} cascade`))), table).toMatch(
        /never emptied/,
      );
    }
    const [entries] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(entries?.n).toBeGreaterThan(0);
  });
});
