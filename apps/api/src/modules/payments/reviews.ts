import { REVIEW_MESSAGES, type ReviewAction } from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Refund, tripCharges, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { mainCharge } from "./charges.ts";
import { endHold, openHold } from "./holds.ts";
import { type RefundInput, refundWithin } from "./refunds.ts";

export interface ReviewOutcome {
  action: ReviewAction;
  /** The refund the decision made (adjust, refund), to ask of the card's gateway once committed. */
  refund: { row: Refund; paymentId: string | null } | undefined;
  /** What the rider got back, and what the driver's hold released to them. */
  refundedKobo: number;
  releasedKobo: number;
}

/**
 * An admin's decision on a trip under review, in `tx` (the caller audits and tells the people in it too):
 * keep (the hold ends, the driver's share becomes available), adjust (the trip costs `amountKobo` in the end: the
 * rest is refunded, taken from the held share first, and what is left of it released) or refund (all that is left
 * of the payment is refunded). Adjust and refund need the trip paid. The hold is locked and must still hold:
 * deciding twice is 409.
 */
export async function decideReviewWithin(
  tx: Db,
  admin: User,
  rideId: string,
  decision: {
    action: ReviewAction;
    amountKobo?: number | undefined;
    reason: string;
    destination: RefundInput["destination"];
  },
): Promise<ReviewOutcome> {
  // The charge first, as paying and refunding lock it, then the hold.
  const [charge] = await tx
    .select()
    .from(tripCharges)
    .where(and(eq(tripCharges.tripId, rideId), mainCharge()))
    .for("update");
  const hold = await openHold(tx, rideId);
  if (!hold) throw new AppError("conflict", REVIEW_MESSAGES.alreadyDecided);
  let refund: ReviewOutcome["refund"];
  let refundedKobo = 0;
  if (decision.action !== "keep") {
    if (charge?.status !== "paid") throw new AppError("conflict", REVIEW_MESSAGES.notPaid);
    const left = charge.amountKobo - charge.refundedKobo;
    if (decision.action === "adjust") {
      if (decision.amountKobo === undefined) throw new AppError("bad_request", REVIEW_MESSAGES.enterAmount);
      if (decision.amountKobo >= left) throw new AppError("bad_request", REVIEW_MESSAGES.amountBelow(left));
    }
    refundedKobo = decision.action === "adjust" ? left - (decision.amountKobo ?? left) : left;
    if (refundedKobo > 0) {
      refund = await refundWithin(tx, admin, rideId, {
        amountKobo: refundedKobo,
        reason: decision.reason,
        destination: decision.destination,
      });
    }
  }
  const status = { keep: "kept", adjust: "adjusted", refund: "refunded" } as const;
  const releasedKobo = await endHold(tx, hold, {
    status: status[decision.action],
    by: admin.id,
    note: decision.reason,
  });
  return { action: decision.action, refund, refundedKobo, releasedKobo };
}
