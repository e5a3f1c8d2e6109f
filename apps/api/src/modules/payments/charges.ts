import {
  type ChargeView,
  commissionOf,
  LEDGER,
  MOVEMENTS,
  PAYMENT_MESSAGES,
  priceNoteOf,
} from "@campusgo/domain";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Payment, type TripCharge, tripCharges } from "../../db/schema/index.ts";
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
    .insert(tripCharges)
    .values({ tripId: ride.id, riderId: ride.riderId, driverId: ride.driverId, ...charge })
    .onConflictDoNothing();
  // A trip ended short is reviewed: its driver's share is held once paid (./holds.ts).
  if (change.payload.endedShort === true) {
    await startHold(tx, { tripId: ride.id, driverId: ride.driverId, reason: "ended_short" });
  }
}

/** What a trip's refunds and reviews are about: its fare (or cancellation fee), never a package's return fee. */
export const mainCharge = (): SQL => ne(tripCharges.kind, "return_fee");

/**
 * A package brought back to its sender owes the return fee shown at booking, written in the transaction that
 * records it back (beside the fare, paid before the pickup): owed like a trip's fare, paid the same ways, and its
 * driver's share theirs once paid.
 */
export async function chargeReturnFee(tx: Db, input: TripChargeInput): Promise<void> {
  if (input.amountKobo > 0) await insertCharge(tx, input, "return_fee", "owed");
}

/** Who pays whom how much for a trip. */
interface TripChargeInput {
  tripId: string;
  payerId: string;
  driverId: string;
  amountKobo: number;
}

/** Writes a trip's charge of `kind` (once: the trip and the kind are its key). */
async function insertCharge(tx: Db, input: TripChargeInput, kind: string, status: "owed" | "due") {
  await tx
    .insert(tripCharges)
    .values({
      tripId: input.tripId,
      riderId: input.payerId,
      driverId: input.driverId,
      kind,
      amountKobo: input.amountKobo,
      status,
    })
    .onConflictDoNothing();
}

/**
 * The cancellation fee a cancel owes (recorded in its event): the configured fee when the rider cancels once the
 * driver has arrived, else nothing.
 */
export const cancellationFeeKobo = (from: string, by: string, configuredKobo: number): number =>
  from === "arrived" && by === "rider" ? configuredKobo : 0;

/** The trip a rider still owes for, if any: booking waits until it is paid. */
export async function owedCharge(db: Db, riderId: string): Promise<TripCharge | undefined> {
  const [row] = await db
    .select()
    .from(tripCharges)
    .where(and(eq(tripCharges.riderId, riderId), eq(tripCharges.status, "owed")))
    .limit(1);
  return row;
}

/**
 * The charge of a trip to show and to pay: the one still to pay if there is one (a returned package's return fee
 * once its fare is paid), else the trip's latest.
 */
export async function findCharge(db: Db, rideId: string, mode?: "update"): Promise<TripCharge | undefined> {
  const query = db
    .select()
    .from(tripCharges)
    .where(eq(tripCharges.tripId, rideId))
    .orderBy(
      sql`case when ${tripCharges.status} in ('owed', 'due') then 0 else 1 end`,
      desc(tripCharges.createdAt),
    )
    .limit(1);
  const [row] = mode ? await query.for(mode) : await query;
  return row;
}

/**
 * A trip paid before it is made (a delivery: paid once a driver's price is accepted, before the pickup): its charge
 * is written "due" in the transaction that assigns the driver, and the driver's share, once paid, is held until
 * the trip is done (./holds.ts). "Due" is payable but is no debt: it does not stop the payer booking.
 */
export async function chargeBeforeTrip(tx: Db, input: TripChargeInput): Promise<void> {
  await insertCharge(tx, input, "fare", "due");
  await startHold(tx, { tripId: input.tripId, driverId: input.driverId, reason: "until_done" });
}

/** Owed after a trip, or due before one: either is paid the same way. */
export const PAYABLE_STATUSES = ["owed", "due"] as const;
export const isPayable = (charge: Pick<TripCharge, "status">) =>
  (PAYABLE_STATUSES as readonly string[]).includes(charge.status);

/** The charge of the rider's own trip, locked for the payment about to be made; 404 for anyone else's. */
export async function chargeToPay(tx: Db, riderId: string, rideId: string): Promise<TripCharge> {
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
  charge: TripCharge,
  from: { wallet: string } | { payment: Payment; channel: string },
): Promise<TripCharge> {
  const bps = await commissionBps(tx);
  // A driver whose account is gone earns nothing more: the whole amount is the platform's to refund.
  const commissionKobo = charge.driverId ? commissionOf(charge.amountKobo, bps) : charge.amountKobo;
  const driverId = charge.driverId ?? "removed";
  const fromWallet = "wallet" in from;
  // A trip under review pays the driver's share into their held earnings.
  const held = charge.driverId ? await openHold(tx, charge.tripId) : undefined;
  if (held) await holdPaidShare(tx, charge.tripId, charge.amountKobo - commissionKobo);
  const movementId = await postMovement(
    tx,
    {
      kind: "ride_payment",
      tripId: charge.tripId,
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
    .update(tripCharges)
    .set({
      status: "paid",
      method: fromWallet ? "wallet" : from.channel,
      paymentId: fromWallet ? null : from.payment.id,
      reference: fromWallet ? `CGW-${movementId}` : from.payment.reference,
      commissionKobo,
      paidAt: new Date(),
    })
    .where(
      and(
        eq(tripCharges.tripId, charge.tripId),
        eq(tripCharges.kind, charge.kind),
        inArray(tripCharges.status, [...PAYABLE_STATUSES]),
      ),
    )
    .returning();
  if (!settled) throw new AppError("conflict", PAYMENT_MESSAGES.alreadyPaid);
  return settled;
}

export function chargeView(
  charge: TripCharge,
  ride: Parameters<typeof priceNoteOf>[0] | undefined,
): ChargeView {
  return {
    rideId: charge.tripId,
    kind: charge.kind as ChargeView["kind"],
    amountKobo: charge.amountKobo,
    // Due (paid before the trip) reads as owed: the payer has it to pay.
    status: (charge.status === "due" ? "owed" : charge.status) as ChargeView["status"],
    method: charge.method,
    reference: charge.reference,
    refundedKobo: charge.refundedKobo,
    paidAt: charge.paidAt?.toISOString() ?? null,
    priceNote: charge.kind === "fare" && ride ? priceNoteOf(ride) : null,
  };
}
