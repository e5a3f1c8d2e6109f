import { MOVEMENTS, type PaymentResultView } from "@campusgo/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Payment, payments } from "../../db/schema/index.ts";
import { findCharge, settleCharge } from "./charges.ts";
import type { PaymentDeps } from "./deps.ts";
import { postMovement } from "./ledger.ts";
import { tellTripPaid } from "./receipts.ts";

/** What confirming a payment did: applied now, already applied earlier, or why it changed nothing. */
export type ConfirmOutcome =
  | "applied"
  | "credited_to_wallet"
  | "already_applied"
  | "failed"
  | "still_pending"
  | "unknown_reference"
  | "amount_mismatch";

/**
 * Makes a gateway payment count, once. Only the gateway's verify answer is believed (never a webhook's body or
 * the return URL): it must say success with exactly the payment's amount in NGN. The payment moves from pending
 * (or failed, when the gateway now says success) to success with a compare-and-set in the same transaction as
 * its ledger movement, so a webhook and the rider's return arriving together apply it once. A trip paid twice
 * keeps the second amount in the wallet.
 */
/** A gateway payment by its reference (ours, unique). */
export async function findPayment(db: Db, reference: string): Promise<Payment | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return payment;
}

export async function confirmPayment(deps: PaymentDeps, reference: string): Promise<ConfirmOutcome> {
  const payment = await findPayment(deps.db, reference);
  if (!payment) return "unknown_reference";
  if (payment.status === "success") return "already_applied";
  // A checkout the gateway never started stays failed. One that failed there is asked again: a rider whose card
  // was declined may pay on the same checkout afterwards, and the gateway's answer is what counts.
  if (payment.status !== "pending" && !payment.authorizationUrl) return "failed";
  if (!deps.gateway) return "still_pending";
  const verified = await deps.gateway.verify(reference);
  if (verified.reference !== reference) return "unknown_reference";
  if (verified.status === "failed" || verified.status === "reversed") {
    await deps.db
      .update(payments)
      .set({ status: "failed", updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
    return "failed";
  }
  if (verified.status !== "success") return "still_pending";
  if (verified.amountKobo !== payment.amountKobo || verified.currency !== payment.currency) {
    deps.log.error(
      { reference, expected: payment.amountKobo, got: verified.amountKobo, currency: verified.currency },
      "payment amount or currency does not match: not applied",
    );
    return "amount_mismatch";
  }
  const channel = verified.channel ?? "card";
  const outcome = await deps.db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({
        status: "success",
        channel,
        paidAt: new Date(verified.paidAt ?? Date.now()),
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ["pending", "failed"])))
      .returning();
    if (!won) return "already_applied" as const;
    if (won.purpose === "ride" && won.rideId) {
      const charge = await findCharge(tx, won.rideId, "update");
      if (charge?.status === "owed" && charge.amountKobo === won.amountKobo) {
        await settleCharge(tx, charge, { payment: won, channel });
        return "applied" as const;
      }
    }
    // A top-up, or a trip already paid another way: the money is the rider's, in the wallet.
    if (!won.userId) return "applied" as const;
    await postMovement(
      tx,
      { kind: won.purpose === "ride" ? "ride_overpayment" : "topup", paymentId: won.id, rideId: won.rideId },
      MOVEMENTS.topUp(won.userId, won.amountKobo),
    );
    if (won.purpose === "ride") {
      await tx.update(payments).set({ creditedToWallet: won.amountKobo }).where(eq(payments.id, won.id));
      return "credited_to_wallet" as const;
    }
    return "applied" as const;
  });
  if (outcome === "applied" && payment.purpose === "ride" && payment.rideId) {
    await tellTripPaid(deps, payment.rideId);
  }
  return outcome;
}

export function paymentResultView(payment: Payment): PaymentResultView {
  return {
    reference: payment.reference,
    purpose: payment.purpose as PaymentResultView["purpose"],
    status: payment.status as PaymentResultView["status"],
    amountKobo: payment.amountKobo,
    rideId: payment.rideId,
    creditedToWallet: payment.creditedToWallet > 0,
  };
}
