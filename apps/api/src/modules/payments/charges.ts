import {
  type ChargeView,
  commissionOf,
  LEDGER,
  MOVEMENTS,
  PAYMENT_MESSAGES,
  priceNoteOf,
} from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Payment, type RideCharge, rideCharges } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { RideChange } from "../rides/transition.ts";
import { holdPaidShare, openHold, startHold } from "./holds.ts";
import { postMovement } from "./ledger.ts";
import { commissionBps } from "./settings.ts";

/**
 * What a ride change makes the rider owe, written in the transaction that makes the change (a charge must never
 * be lost to a failed subscriber): a completed trip owes its agreed amount (a round trip: one amount for both legs
 * and the wait); a rider who cancels once the driver has arrived owes the cancellation fee the cancel recorded.
 * Nothing else costs anything (docs/decisions/0016-money-on-the-platform.md).
 */
export async function chargeWithinTransition(tx: Db, change: RideChange): Promise<void> {
  const { ride } = change;
  if (!ride.driverId) return;
  let charge: { kind: "fare" | "cancellation_fee"; amountKobo: number } | undefined;
  if (change.to === "completed" && ride.amountKobo) charge = { kind: "fare", amountKobo: ride.amountKobo };
  const fee = change.payload.cancelFeeKobo;
  if (change.to === "cancelled" && typeof fee === "number" && fee > 0) {
    charge = { kind: "cancellation_fee", amountKobo: fee };
  }
  if (!charge) return;
  await tx
    .insert(rideCharges)
    .values({ rideId: ride.id, riderId: ride.riderId, driverId: ride.driverId, ...charge })
    .onConflictDoNothing();
  // A trip ended short is reviewed: its driver's share is held once paid (./holds.ts).
  if (change.payload.endedShort === true) {
    await startHold(tx, { rideId: ride.id, driverId: ride.driverId, reason: "ended_short" });
  }
}

/**
 * The cancellation fee a cancel owes (recorded in its event): the configured fee when the rider cancels once the
 * driver has arrived, else nothing.
 */
export const cancellationFeeKobo = (from: string, by: string, configuredKobo: number): number =>
  from === "arrived" && by === "rider" ? configuredKobo : 0;

/** The trip a rider still owes for, if any: booking waits until it is paid. */
export async function owedCharge(db: Db, riderId: string): Promise<RideCharge | undefined> {
  const [row] = await db
    .select()
    .from(rideCharges)
    .where(and(eq(rideCharges.riderId, riderId), eq(rideCharges.status, "owed")))
    .limit(1);
  return row;
}

export async function findCharge(db: Db, rideId: string, mode?: "update"): Promise<RideCharge | undefined> {
  const query = db.select().from(rideCharges).where(eq(rideCharges.rideId, rideId)).limit(1);
  const [row] = mode ? await query.for(mode) : await query;
  return row;
}

/** The charge of the rider's own trip, locked for the payment about to be made; 404 for anyone else's. */
export async function chargeToPay(tx: Db, riderId: string, rideId: string): Promise<RideCharge> {
  const charge = await findCharge(tx, rideId, "update");
  if (!charge || charge.riderId !== riderId) throw new AppError("not_found", PAYMENT_MESSAGES.nothingToPay);
  if (charge.status === "paid") throw new AppError("conflict", PAYMENT_MESSAGES.alreadyPaid);
  return charge;
}

/**
 * Settles an owed charge in `tx` (locked by the caller): the driver earns the amount less the commission, from the
 * rider's wallet or from money the gateway received. Returns the settled charge.
 */
export async function settleCharge(
  tx: Db,
  charge: RideCharge,
  from: { wallet: string } | { payment: Payment; channel: string },
): Promise<RideCharge> {
  const bps = await commissionBps(tx);
  // A driver whose account is gone earns nothing more: the whole amount is the platform's to refund.
  const commissionKobo = charge.driverId ? commissionOf(charge.amountKobo, bps) : charge.amountKobo;
  const driverId = charge.driverId ?? "removed";
  const fromWallet = "wallet" in from;
  // A trip under review pays the driver's share into their held earnings.
  const held = charge.driverId ? await openHold(tx, charge.rideId) : undefined;
  if (held) await holdPaidShare(tx, charge.rideId, charge.amountKobo - commissionKobo);
  const movementId = await postMovement(
    tx,
    {
      kind: "ride_payment",
      rideId: charge.rideId,
      paymentId: fromWallet ? null : from.payment.id,
    },
    MOVEMENTS.tripPaid(
      fromWallet ? from : "gateway",
      driverId,
      charge.amountKobo,
      commissionKobo,
      held !== undefined,
    ),
    fromWallet
      ? { accounts: [LEDGER.wallet(from.wallet)], message: PAYMENT_MESSAGES.walletTooLow }
      : undefined,
  );
  const [settled] = await tx
    .update(rideCharges)
    .set({
      status: "paid",
      method: fromWallet ? "wallet" : from.channel,
      paymentId: fromWallet ? null : from.payment.id,
      reference: fromWallet ? `CGW-${movementId}` : from.payment.reference,
      commissionKobo,
      paidAt: new Date(),
    })
    .where(and(eq(rideCharges.rideId, charge.rideId), eq(rideCharges.status, "owed")))
    .returning();
  if (!settled) throw new AppError("conflict", PAYMENT_MESSAGES.alreadyPaid);
  return settled;
}

export function chargeView(
  charge: RideCharge,
  ride: Parameters<typeof priceNoteOf>[0] | undefined,
): ChargeView {
  return {
    rideId: charge.rideId,
    kind: charge.kind as ChargeView["kind"],
    amountKobo: charge.amountKobo,
    status: charge.status as ChargeView["status"],
    method: charge.method,
    reference: charge.reference,
    refundedKobo: charge.refundedKobo,
    paidAt: charge.paidAt?.toISOString() ?? null,
    priceNote: charge.kind === "fare" && ride ? priceNoteOf(ride) : null,
  };
}
