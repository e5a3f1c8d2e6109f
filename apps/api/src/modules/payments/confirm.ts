import { MOVEMENTS, type PaymentResultView } from "@campusgo/domain";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Payment, payments } from "../../db/schema/index.ts";
import { findCharge, isPayable, settleCharge } from "./charges.ts";
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
    if (won.purpose === "ride" && won.tripId) {
      const charge = await findCharge(tx, won.tripId, "update");
      if (charge && isPayable(charge) && charge.amountKobo === won.amountKobo) {
        await settleCharge(tx, charge, { payment: won, channel });
        return "applied" as const;
      }
    }
    // A top-up, or a trip already paid another way: the money is the rider's, in the wallet.
    if (!won.userId) return "applied" as const;
    await postMovement(
      tx,
      { kind: won.purpose === "ride" ? "ride_overpayment" : "topup", paymentId: won.id, tripId: won.tripId },
      MOVEMENTS.topUp(won.userId, won.amountKobo),
    );
    if (won.purpose === "ride") {
      await tx.update(payments).set({ creditedToWallet: won.amountKobo }).where(eq(payments.id, won.id));
      return "credited_to_wallet" as const;
    }
    return "applied" as const;
  });
  if (outcome === "applied" && payment.purpose === "ride" && payment.tripId) {
    await tellTripPaid(deps, payment.tripId);
  }
  return outcome;
}

export function paymentResultView(payment: Payment): PaymentResultView {
  return {
    reference: payment.reference,
    purpose: payment.purpose as PaymentResultView["purpose"],
    status: payment.status as PaymentResultView["status"],
    amountKobo: payment.amountKobo,
    rideId: payment.tripId,
    creditedToWallet: payment.creditedToWallet > 0,
  };
}

/** A checkout still pending this long after it started is asked about by the follow-up job. */
export const CHECKOUT_CHECK_AFTER_MS = 2 * 60_000;
/** A checkout not paid this long after it started is abandoned for good: its payment fails. */
export const CHECKOUT_ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/** Checkouts asked about in one pass (the oldest checked first). */
const CHECKOUT_CHECK_BATCH = 50;

/**
 * The follow-up of checkouts left pending: a payment whose webhook came before the gateway's verify confirmed it
 * (and was deferred), whose webhook never came, or that the rider left at the checkout. Each pending checkout is
 * verified again, more rarely as it ages (after a quarter of its age, at least 2 minutes and at most an hour
 * apart), through the same path as its webhook, so it counts once whichever comes first. A checkout still not paid a
 * day after it started is abandoned for good: the payment fails (a late success would still be counted by its
 * webhook or the rider's return). Answers how many payments were applied.
 */
export async function followUpCheckouts(deps: PaymentDeps, now = new Date()): Promise<number> {
  if (!deps.gateway) return 0;
  const at = now.getTime();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const due = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        lt(payments.createdAt, new Date(at - CHECKOUT_CHECK_AFTER_MS)),
        or(
          isNull(payments.checkedAt),
          sql`${payments.checkedAt} < ${nowSql} - least(interval '1 hour', greatest(interval '2 minutes', (${nowSql} - ${payments.createdAt}) / 4))`,
        ),
      ),
    )
    .orderBy(asc(sql`coalesce(${payments.checkedAt}, ${payments.createdAt})`))
    .limit(CHECKOUT_CHECK_BATCH);
  let applied = 0;
  for (const payment of due) {
    try {
      const outcome = payment.authorizationUrl ? await confirmPayment(deps, payment.reference) : "failed";
      if (outcome === "applied" || outcome === "credited_to_wallet") applied += 1;
      const abandoned = at - payment.createdAt.getTime() >= CHECKOUT_ABANDONED_AFTER_MS;
      await deps.db
        .update(payments)
        .set({
          checkedAt: now,
          ...(abandoned || !payment.authorizationUrl ? { status: "failed", updatedAt: now } : {}),
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
    } catch (error) {
      deps.log.warn({ err: error, reference: payment.reference }, "checkout could not be checked now");
      await deps.db.update(payments).set({ checkedAt: now }).where(eq(payments.id, payment.id));
    }
  }
  return applied;
}
