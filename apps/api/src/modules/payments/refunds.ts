import { commissionRefunded, MOVEMENTS } from "@campusgo/domain";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  ledgerEntries,
  ledgerTransactions,
  payments,
  type Refund,
  refunds,
  tripCharges,
  type User,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { mainCharge } from "./charges.ts";
import { gatewayOf } from "./checkout.ts";
import type { PaymentDeps } from "./deps.ts";
import type { GatewayEventBody } from "./events.ts";
import { GatewayError } from "./gateway.ts";
import { holdPaidShare, openHold } from "./holds.ts";
import { postMovement } from "./ledger.ts";

export const REFUND_MESSAGES = {
  notPaid: "Only a paid trip can be refunded.",
  tooMuch: "A refund cannot exceed what is left of the payment.",
  noCard: "This trip was paid from the wallet: refund it to the wallet.",
} as const;

export type RefundInput = { amountKobo: number; reason: string; destination: "wallet" | "card" };

/**
 * An admin refunds (part of) a paid trip, with a reason, to the rider's wallet or back to the card. The amount
 * is taken back from the driver's earnings and the commission in proportion, in one movement; the charge's
 * refunded total is raised with a compare-and-set, so two refunds at once never return more than was paid. A
 * card refund is then asked of the gateway.
 */
export async function refundTrip(
  deps: PaymentDeps,
  admin: User,
  rideId: string,
  input: RefundInput,
): Promise<Refund> {
  const refund = await deps.db.transaction((tx) => refundWithin(tx, admin, rideId, input));
  return askForCardRefund(deps, refund);
}

/** The refund's part in `tx`: checked, recorded and moved in the ledger; the card's gateway is asked after. */
export async function refundWithin(
  tx: Db,
  /** The admin who refunds; null when a rule of the service does (a prepaid trip cancelled). */
  admin: Pick<User, "id"> | null,
  rideId: string,
  input: RefundInput,
): Promise<{ row: Refund; paymentId: string | null }> {
  const [charge] = await tx
    .select()
    .from(tripCharges)
    .where(and(eq(tripCharges.tripId, rideId), mainCharge()))
    .for("update");
  if (charge?.status !== "paid" || !charge.riderId) throw new AppError("conflict", REFUND_MESSAGES.notPaid);
  if (input.amountKobo > charge.amountKobo - charge.refundedKobo) {
    throw new AppError("bad_request", REFUND_MESSAGES.tooMuch);
  }
  if (input.destination === "card" && (!charge.paymentId || charge.method === "wallet")) {
    throw new AppError("bad_request", REFUND_MESSAGES.noCard);
  }
  const [raised] = await tx
    .update(tripCharges)
    .set({ refundedKobo: sql`${tripCharges.refundedKobo} + ${input.amountKobo}` })
    .where(
      and(
        eq(tripCharges.tripId, rideId),
        mainCharge(),
        sql`${tripCharges.refundedKobo} + ${input.amountKobo} <= ${tripCharges.amountKobo}`,
      ),
    )
    .returning();
  if (!raised) throw new AppError("bad_request", REFUND_MESSAGES.tooMuch);
  const [row] = await tx
    .insert(refunds)
    .values({
      tripId: rideId,
      amountKobo: input.amountKobo,
      reason: input.reason,
      destination: input.destination,
      status: input.destination === "wallet" ? "done" : "pending",
      adminId: admin?.id ?? null,
      // A card refund is asked of the gateway at once; should that attempt never finish (a crash), the
      // follow-up job asks again after the first delay. A refusal is retried the same way.
      ...(input.destination === "card"
        ? { attempts: 1, nextAttemptAt: new Date(Date.now() + REFUND_RETRY_DELAYS_MS[0]) }
        : {}),
    })
    .returning();
  if (!row) throw new Error("refund not stored");
  // In proportion, counted on all refunds of the trip so far: parts always add up to the commission paid.
  const commissionBack = commissionRefunded(
    charge.amountKobo,
    charge.commissionKobo ?? 0,
    charge.refundedKobo,
    input.amountKobo,
  );
  // The driver's part comes first from what is held of the trip, the rest from their earnings (which may go
  // below zero: they repay it from their next trips, docs/decisions/0022-trips-ended-short.md).
  const hold = await openHold(tx, rideId);
  const fromHeld = Math.min(hold?.heldKobo ?? 0, input.amountKobo - commissionBack);
  await postMovement(
    tx,
    { kind: "refund", tripId: rideId, refundId: row.id, memo: input.reason },
    MOVEMENTS.tripRefunded(
      input.destination === "wallet" ? { wallet: charge.riderId } : "card",
      charge.driverId ?? "removed",
      input.amountKobo,
      commissionBack,
      fromHeld,
    ),
  );
  if (fromHeld > 0) await holdPaidShare(tx, rideId, -fromHeld);
  return { row, paymentId: charge.paymentId };
}

/** Once a refund has committed: a card refund is asked of the gateway (refused, it is retried by the follow-up). */
export async function askForCardRefund(
  deps: PaymentDeps,
  refund: { row: Refund; paymentId: string | null },
): Promise<Refund> {
  if (refund.row.destination === "card" && refund.paymentId) {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
    // The refund is recorded and owed; a gateway that refuses it now is asked again by the follow-up job.
    if (payment) await askGatewayForRefund(deps, refund.row, payment.reference);
  }
  const [now] = await deps.db.select().from(refunds).where(eq(refunds.id, refund.row.id));
  return now ?? refund.row;
}

/**
 * A card refund the gateway refused is asked again after each of these delays in turn; after
 * the last one fails the refund is given up: marked failed and undone (the amount goes back to the driver and
 * the commission, and can be refunded again, to the wallet for instance).
 */
export const REFUND_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  4 * 60 * 60_000,
] as const;
/** Attempts at a card refund before it is given up: the first and one after each delay. */
export const REFUND_MAX_ATTEMPTS = REFUND_RETRY_DELAYS_MS.length + 1;
/** Refunds retried in one pass of the follow-up job. */
const REFUND_RETRY_BATCH = 20;

const retryDelay = (attempts: number) =>
  REFUND_RETRY_DELAYS_MS[Math.min(attempts, REFUND_RETRY_DELAYS_MS.length) - 1] ?? REFUND_RETRY_DELAYS_MS[0];

/**
 * One attempt at a card refund; its row already counts the attempt and says when the next one is due. The
 * gateway taking it clears the next attempt (refund.processed then settles it); a refusal (a 4xx) is kept as the
 * last error, and the last allowed attempt refused gives the refund up. No answer at all clears the next attempt
 * too: it may have been taken. Answers whether the gateway took it.
 */
async function askGatewayForRefund(deps: PaymentDeps, row: Refund, reference: string): Promise<boolean> {
  try {
    await gatewayOf(deps).refund({ reference, amountKobo: row.amountKobo });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Asked without a refusal for an answer (unreachable, timed out, a 5xx): the gateway may have taken it, and
    // asking again could refund twice. Like a payout, it waits for the gateway's refund.processed.
    const refused = error instanceof GatewayError && error.status !== undefined && error.status < 500;
    if (!refused) {
      deps.log.error(
        { err: error, refund: row.id },
        "card refund asked without an answer: waiting for its event",
      );
      await deps.db
        .update(refunds)
        .set({ nextAttemptAt: null, lastError: NO_ANSWER, updatedAt: new Date() })
        .where(and(eq(refunds.id, row.id), eq(refunds.status, "pending")));
      return false;
    }
    deps.log.warn(
      { err: error, refund: row.id, attempt: row.attempts },
      "card refund refused by the gateway",
    );
    if (row.attempts >= REFUND_MAX_ATTEMPTS) await giveUpRefund(deps, row.id, message);
    else {
      await deps.db
        .update(refunds)
        .set({ lastError: message, updatedAt: new Date() })
        .where(and(eq(refunds.id, row.id), eq(refunds.status, "pending")));
    }
    return false;
  }
  await deps.db
    .update(refunds)
    .set({ nextAttemptAt: null, lastError: null, updatedAt: new Date() })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, "pending")));
  return true;
}

/** What a card refund asked without an answer records: it is not asked again. */
export const NO_ANSWER = "The gateway did not answer: waiting for its refund event.";

/**
 * The follow-up job's part for refunds: each card refund whose next attempt is due is claimed (a compare-and-set
 * that counts the attempt and sets the one after, so two instances never ask twice at once and a crash mid-call
 * is retried) and asked of the gateway again. Answers how many the gateway took.
 */
export async function retryRefunds(deps: PaymentDeps, now = new Date()): Promise<number> {
  if (!deps.gateway) return 0;
  const due = await deps.db
    .select({ refund: refunds, reference: payments.reference })
    .from(refunds)
    .innerJoin(tripCharges, and(eq(tripCharges.tripId, refunds.tripId), mainCharge()))
    .innerJoin(payments, eq(payments.id, tripCharges.paymentId))
    .where(
      and(eq(refunds.status, "pending"), eq(refunds.destination, "card"), lte(refunds.nextAttemptAt, now)),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(REFUND_RETRY_BATCH);
  let taken = 0;
  for (const { refund, reference } of due) {
    try {
      if (refund.attempts >= REFUND_MAX_ATTEMPTS) {
        // Its last attempt was claimed but never finished (a crash): nothing more to try.
        await giveUpRefund(deps, refund.id, refund.lastError ?? "The gateway did not take the refund.");
        continue;
      }
      const attempts = refund.attempts + 1;
      const [claimed] = await deps.db
        .update(refunds)
        .set({
          attempts,
          nextAttemptAt: new Date(now.getTime() + retryDelay(attempts)),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(refunds.id, refund.id),
            eq(refunds.status, "pending"),
            eq(refunds.attempts, refund.attempts),
          ),
        )
        .returning();
      if (claimed && (await askGatewayForRefund(deps, claimed, reference))) taken += 1;
    } catch (error) {
      deps.log.error({ err: error, refund: refund.id }, "card refund could not be retried");
    }
  }
  return taken;
}

/**
 * Gives a card refund up: failed, with the gateway's last answer, and undone in one transaction: its movement is
 * reversed (the amount goes back from refunds:pending to the driver and the commission) and the trip's refunded
 * total is lowered again, so an admin can refund it another way. Only a pending refund is given up (once).
 */
async function giveUpRefund(deps: PaymentDeps, refundId: string, lastError: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ status: "failed", nextAttemptAt: null, lastError, updatedAt: new Date() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
      .returning();
    if (!failed) return;
    await tx
      .update(tripCharges)
      .set({ refundedKobo: sql`${tripCharges.refundedKobo} - ${failed.amountKobo}` })
      .where(and(eq(tripCharges.tripId, failed.tripId), mainCharge()));
    // What the refund took from held earnings goes back there while the trip's hold lasts, else to the driver.
    const hold = await openHold(tx, failed.tripId);
    const postings = (await refundPostings(tx, failed.id)).map((p) => ({
      account: !hold && p.account.startsWith("held:") ? `driver:${p.account.slice(5)}` : p.account,
      amountKobo: -p.amountKobo,
    }));
    await postMovement(
      tx,
      { kind: "refund_failed", tripId: failed.tripId, refundId: failed.id, memo: "card refund given up" },
      postings,
    );
    const backToHold = postings.find((p) => p.account.startsWith("held:"))?.amountKobo ?? 0;
    if (hold && backToHold > 0) await holdPaidShare(tx, failed.tripId, backToHold);
  });
  deps.log.error({ refund: refundId, lastError }, "card refund given up after every attempt: undone");
}

/** The entries of a refund's own movement (kind "refund"). */
async function refundPostings(tx: Db, refundId: string) {
  return tx
    .select({ account: ledgerEntries.account, amountKobo: ledgerEntries.amountKobo })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.refundId, refundId), eq(ledgerTransactions.kind, "refund")));
}

/** refund.processed: the card refund reached the rider; the pending refund of that payment is done. */
export async function applyRefundProcessed(deps: PaymentDeps, e: GatewayEventBody): Promise<string> {
  const reference = e.data.transaction_reference;
  const amount = Number(e.data.amount);
  if (!reference || !Number.isInteger(amount)) return "unknown_reference";
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference));
    if (!payment?.tripId) return "unknown_reference";
    const [pending] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.tripId, payment.tripId),
          eq(refunds.status, "pending"),
          eq(refunds.destination, "card"),
          eq(refunds.amountKobo, amount),
        ),
      )
      .limit(1)
      .for("update");
    if (!pending) return "already_applied";
    await tx
      .update(refunds)
      .set({ status: "processed", updatedAt: new Date() })
      .where(eq(refunds.id, pending.id));
    await postMovement(
      tx,
      { kind: "refund_sent", tripId: payment.tripId, refundId: pending.id },
      MOVEMENTS.refundSent(amount),
    );
    return "applied";
  });
}
