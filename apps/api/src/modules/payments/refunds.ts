import { commissionRefunded, MOVEMENTS } from "@campusgo/domain";
import { and, eq, sql } from "drizzle-orm";
import { payments, type Refund, refunds, rideCharges, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { gatewayOf } from "./checkout.ts";
import type { PaymentDeps } from "./deps.ts";
import type { GatewayEventBody } from "./events.ts";
import { postMovement } from "./ledger.ts";

export const REFUND_MESSAGES = {
  notPaid: "Only a paid trip can be refunded.",
  tooMuch: "A refund cannot exceed what is left of the payment.",
  noCard: "This trip was paid from the wallet: refund it to the wallet.",
} as const;

/**
 * An admin refunds (part of) a paid trip, with a reason, to the rider's wallet or back to the card. The amount
 * is taken back from the driver's earnings and the commission in proportion, in one movement; the charge's
 * refunded total is raised with a compare-and-set, so two refunds at once never return more than was paid.
 */
export async function refundTrip(
  deps: PaymentDeps,
  admin: User,
  rideId: string,
  input: { amountKobo: number; reason: string; destination: "wallet" | "card" },
): Promise<Refund> {
  const refund = await deps.db.transaction(async (tx) => {
    const [charge] = await tx.select().from(rideCharges).where(eq(rideCharges.rideId, rideId)).for("update");
    if (charge?.status !== "paid" || !charge.riderId) throw new AppError("conflict", REFUND_MESSAGES.notPaid);
    if (input.amountKobo > charge.amountKobo - charge.refundedKobo) {
      throw new AppError("bad_request", REFUND_MESSAGES.tooMuch);
    }
    if (input.destination === "card" && (!charge.paymentId || charge.method === "wallet")) {
      throw new AppError("bad_request", REFUND_MESSAGES.noCard);
    }
    const [raised] = await tx
      .update(rideCharges)
      .set({ refundedKobo: sql`${rideCharges.refundedKobo} + ${input.amountKobo}` })
      .where(
        and(
          eq(rideCharges.rideId, rideId),
          sql`${rideCharges.refundedKobo} + ${input.amountKobo} <= ${rideCharges.amountKobo}`,
        ),
      )
      .returning();
    if (!raised) throw new AppError("bad_request", REFUND_MESSAGES.tooMuch);
    const [row] = await tx
      .insert(refunds)
      .values({
        rideId,
        amountKobo: input.amountKobo,
        reason: input.reason,
        destination: input.destination,
        status: input.destination === "wallet" ? "done" : "pending",
        adminId: admin.id,
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
    await postMovement(
      tx,
      { kind: "refund", rideId, refundId: row.id, memo: input.reason },
      MOVEMENTS.tripRefunded(
        input.destination === "wallet" ? { wallet: charge.riderId } : "card",
        charge.driverId ?? "removed",
        input.amountKobo,
        commissionBack,
      ),
    );
    return { row, paymentId: charge.paymentId };
  });
  if (input.destination === "card" && refund.paymentId) {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (payment) {
      // The refund is recorded and owed; if the gateway cannot take it now, the admin is told and can retry later.
      await gatewayOf(deps)
        .refund({ reference: payment.reference, amountKobo: input.amountKobo })
        .catch((error: unknown) =>
          deps.log.error({ err: error, refund: refund.row.id }, "card refund not sent"),
        );
    }
  }
  return refund.row;
}

/** refund.processed: the card refund reached the rider; the pending refund of that payment is done. */
export async function applyRefundProcessed(deps: PaymentDeps, e: GatewayEventBody): Promise<string> {
  const reference = e.data.transaction_reference;
  const amount = Number(e.data.amount);
  if (!reference || !Number.isInteger(amount)) return "unknown_reference";
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference));
    if (!payment?.rideId) return "unknown_reference";
    const [pending] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.rideId, payment.rideId),
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
      { kind: "refund_sent", rideId: payment.rideId, refundId: pending.id },
      MOVEMENTS.refundSent(amount),
    );
    return "applied";
  });
}
