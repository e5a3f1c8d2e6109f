import { LEDGER, PAYMENT_MESSAGES } from "@campusgo/domain";
import { and, eq, sql } from "drizzle-orm";
import { payouts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { type DeletionCheck, registerDeletionCheck } from "../users/account-deletion.ts";
import { owedCharge } from "./charges.ts";
import { balanceOf } from "./ledger.ts";

/**
 * An account is deleted only once its money is settled (docs/decisions/0023-deleting-an-account-with-money.md):
 * nothing owed for a trip, an empty wallet, and for a driver no payout in transit, nothing on hold and a balance of
 * zero. Each refusal says what to do first.
 */
const moneySettled: DeletionCheck = async (tx, user, config) => {
  const { payoutMinKobo } = config.payments;
  if (await owedCharge(tx, user.id)) throw new AppError("conflict", PAYMENT_MESSAGES.deleteOwed);
  const wallet = await balanceOf(tx, LEDGER.wallet(user.id));
  if (wallet > 0) throw new AppError("conflict", PAYMENT_MESSAGES.deleteWallet(wallet));
  const [transit] = await tx
    .select({ sum: sql<string>`coalesce(sum(${payouts.amountKobo}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.driverId, user.id), eq(payouts.status, "pending")));
  const inTransit = Number(transit?.sum ?? 0);
  if (inTransit > 0) throw new AppError("conflict", PAYMENT_MESSAGES.deleteInTransit(inTransit));
  const held = await balanceOf(tx, LEDGER.held(user.id));
  if (held > 0) throw new AppError("conflict", PAYMENT_MESSAGES.deleteHeld(held));
  const earnings = await balanceOf(tx, LEDGER.driver(user.id));
  if (earnings < 0) throw new AppError("conflict", PAYMENT_MESSAGES.deleteDebt(-earnings));
  if (earnings >= payoutMinKobo) throw new AppError("conflict", PAYMENT_MESSAGES.deleteEarnings(earnings));
  if (earnings > 0) {
    throw new AppError("conflict", PAYMENT_MESSAGES.deleteSmallEarnings(earnings, payoutMinKobo));
  }
};

/** Hooks payments into account deletion (idempotent). */
export function holdDeletionUntilMoneySettled(): void {
  registerDeletionCheck(moneySettled);
}
