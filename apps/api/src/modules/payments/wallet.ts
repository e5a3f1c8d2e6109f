import { LEDGER, type WalletView } from "@campusgo/domain";
import { desc, eq } from "drizzle-orm";
import { ledgerEntries, ledgerTransactions, type TripCharge, type User } from "../../db/schema/index.ts";
import { chargeToPay, owedCharge, settleCharge } from "./charges.ts";
import type { PaymentDeps } from "./deps.ts";
import { balanceOf } from "./ledger.ts";
import { tellTripPaid } from "./receipts.ts";

/** Pays the rider's own owed trip from the wallet in one tap; 409 when the wallet holds too little. */
export async function payFromWallet(deps: PaymentDeps, user: User, rideId: string): Promise<TripCharge> {
  const paid = await deps.db.transaction(async (tx) => {
    const charge = await chargeToPay(tx, user.id, rideId);
    return settleCharge(tx, charge, { wallet: user.id });
  });
  await tellTripPaid(deps, rideId);
  return paid;
}

export async function walletView(deps: PaymentDeps, user: User): Promise<WalletView> {
  const account = LEDGER.wallet(user.id);
  const [balanceKobo, owed, history] = await Promise.all([
    balanceOf(deps.db, account),
    owedCharge(deps.db, user.id),
    deps.db
      .select({
        id: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        amountKobo: ledgerEntries.amountKobo,
        at: ledgerEntries.createdAt,
        rideId: ledgerTransactions.tripId,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerEntries.account, account))
      .orderBy(desc(ledgerEntries.id))
      .limit(30),
  ]);
  return {
    balanceKobo,
    owed: owed ? { rideId: owed.tripId, amountKobo: owed.amountKobo, kind: owed.kind as "fare" } : null,
    topUpMinKobo: deps.config.payments.topUpMinKobo,
    topUpMaxKobo: deps.config.payments.topUpMaxKobo,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}
