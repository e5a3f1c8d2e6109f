import { z } from "zod";
import { formatNaira } from "../money.ts";
import { commissionRefunded } from "../payments/ledger.ts";
import { chargeStatusSchema } from "../payments/views.ts";
import { oneLineText } from "../schemas/text.ts";
import { adminPersonSchema, refundDestinationSchema } from "./admin-payments.ts";

/**
 * Trips under review (docs/decisions/0022-trips-ended-short.md): trips ended short and trips the rider flagged,
 * whose driver's share is held until an admin keeps, adjusts or refunds it, or the hold's window passes.
 */

export const REVIEW_NOTE_MAX = 500;

export const holdReasonSchema = z.enum(["ended_short", "flagged"]);
export const holdStatusSchema = z.enum(["held", "released", "kept", "adjusted", "refunded"]);
export type HoldStatus = z.infer<typeof holdStatusSchema>;

export const REVIEW_MESSAGES = {
  notFound: "This trip is not under review.",
  alreadyDecided: "This review has already been decided.",
  notPaid:
    "The rider has not paid this trip yet: you can keep it now, or adjust or refund it once it is paid.",
  chooseAction: "Choose keep, adjust or refund",
  giveReason: "Please give a reason for the decision",
  reasonTooLong: `The reason must be at most ${REVIEW_NOTE_MAX} characters`,
  enterAmount: "Enter the amount the trip should cost",
  amountBelow: (maxKobo: number) => `Enter an amount below ${formatNaira(maxKobo)}`,
  decided: {
    keep: "Kept: the driver's earnings are released.",
    adjust: "Adjusted: the difference is refunded and the rider has been told.",
    refund: "Refunded: the rider has been told.",
  },
} as const;

export const reviewActionSchema = z.enum(["keep", "adjust", "refund"], {
  error: REVIEW_MESSAGES.chooseAction,
});
export type ReviewAction = z.infer<typeof reviewActionSchema>;

/** POST /api/admin/reviews/:rideId/decision. Adjust names what the trip should cost in the end. */
export const reviewDecisionSchema = z.object(
  {
    action: reviewActionSchema,
    amountKobo: z
      .number({ error: REVIEW_MESSAGES.enterAmount })
      .int({ error: REVIEW_MESSAGES.enterAmount })
      .positive({ error: REVIEW_MESSAGES.enterAmount })
      .optional(),
    reason: oneLineText({ error: REVIEW_MESSAGES.giveReason })
      .min(3, { error: REVIEW_MESSAGES.giveReason })
      .max(REVIEW_NOTE_MAX, { error: REVIEW_MESSAGES.reasonTooLong }),
    destination: refundDestinationSchema.default("wallet"),
  },
  { error: REVIEW_MESSAGES.chooseAction },
);
export type ReviewDecision = z.input<typeof reviewDecisionSchema>;

const point = z.object({ lat: z.number(), lon: z.number(), name: z.string() });

export const adminReviewSchema = z.object({
  rideId: z.string(),
  reason: holdReasonSchema,
  status: holdStatusSchema,
  createdAt: z.string(),
  /** When the hold ends by itself if nobody decides. */
  holdEndsAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: adminPersonSchema.nullable(),
  note: z.string().nullable(),
  /** What the hold holds of the driver's share now. */
  heldKobo: z.number().int(),
  trip: z.object({
    pickup: point,
    destination: point,
    roundTrip: z.boolean(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    /** The planned distance and the distance driven by the recorded track (null when it did not end short). */
    distanceM: z.number().int(),
    drivenM: z.number().int().nullable(),
    endedAway: z.object({ lat: z.number(), lon: z.number(), distanceM: z.number() }).nullable(),
    agreedKobo: z.number().int().nullable(),
    amountKobo: z.number().int().nullable(),
    priceNote: z.string().nullable(),
    flag: z.object({ reason: z.string(), at: z.string() }).nullable(),
  }),
  charge: z
    .object({
      status: chargeStatusSchema,
      amountKobo: z.number().int(),
      refundedKobo: z.number().int(),
      commissionKobo: z.number().int().nullable(),
      method: z.string().nullable(),
      cardRefundable: z.boolean(),
    })
    .nullable(),
  rider: adminPersonSchema.nullable(),
  driver: adminPersonSchema.nullable(),
  /** The driver's available earnings now (below zero: they owe a refund). */
  driverAvailableKobo: z.number().int().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** A trip's recorded track for the review map: [lat, lon, ISO time] in time order. */
export const reviewTrackSchema = z.object({
  points: z.array(z.tuple([z.number(), z.number(), z.string()])),
});
export type ReviewTrack = z.infer<typeof reviewTrackSchema>;

/**
 * What a refund of `refundKobo` takes from where: the commission's part back, and the driver's part, first from
 * what is held of the trip, the rest from their available earnings; and those earnings after it (below zero: the
 * driver owes it, repaid from their next trips). The refund dialog shows it before the admin confirms.
 */
export function refundShares(
  trip: { amountKobo: number; commissionKobo: number | null; refundedKobo: number },
  refundKobo: number,
  driver: { heldKobo: number; availableKobo: number },
): { commissionKobo: number; fromHeldKobo: number; fromEarningsKobo: number; earningsAfterKobo: number } {
  const commissionKobo = commissionRefunded(
    trip.amountKobo,
    trip.commissionKobo ?? 0,
    trip.refundedKobo,
    refundKobo,
  );
  const driverPart = refundKobo - commissionKobo;
  const fromHeldKobo = Math.min(Math.max(0, driver.heldKobo), driverPart);
  const fromEarningsKobo = driverPart - fromHeldKobo;
  return {
    commissionKobo,
    fromHeldKobo,
    fromEarningsKobo,
    earningsAfterKobo: driver.availableKobo - fromEarningsKobo,
  };
}
