import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tripCharges } from "../../db/schema/index.ts";
import { findCharge } from "./charges.ts";
import { endHold, openHold } from "./holds.ts";
import { refundWithin } from "./refunds.ts";

/**
 * A trip paid before it is made (a delivery) is cancelled before it was made, in the cancelling transaction: the
 * payer owes only the cancellation fee (zero unless they cancelled once the driver was there). Not paid yet: the
 * charge becomes that fee, owed like a ride's, or goes. Paid: all but the fee goes back to their wallet, and what
 * the driver earned of the fee is released to them.
 */
export async function settleCancelledPrepaidTrip(
  tx: Db,
  tripId: string,
  feeKobo: number,
  reason: string,
): Promise<void> {
  const charge = await findCharge(tx, tripId, "update");
  if (!charge) return;
  if (charge.status === "due") {
    if (feeKobo > 0) {
      await tx
        .update(tripCharges)
        .set({ kind: "cancellation_fee", amountKobo: Math.min(feeKobo, charge.amountKobo), status: "owed" })
        .where(and(eq(tripCharges.tripId, tripId), eq(tripCharges.status, "due")));
    } else {
      await tx.delete(tripCharges).where(and(eq(tripCharges.tripId, tripId), eq(tripCharges.status, "due")));
    }
  } else if (charge.status === "paid") {
    const back = charge.amountKobo - charge.refundedKobo - Math.min(feeKobo, charge.amountKobo);
    if (back > 0) await refundWithin(tx, null, tripId, { amountKobo: back, reason, destination: "wallet" });
  }
  const hold = await openHold(tx, tripId);
  if (hold) await endHold(tx, hold, { status: "released", note: reason });
}
