import { formatDistance, type HoldStatus } from "@campusgo/domain";
import type { AdminReview } from "./admin-types.ts";

/** How the review screens name why a trip is reviewed, how its review ended and the rider's flag. */
export const HOLD_REASON_LABELS: Record<AdminReview["reason"], string> = {
  ended_short: "Ended short",
  flagged: "Flagged by the rider",
};

export const HOLD_STATUS_LABELS: Record<HoldStatus, string> = {
  held: "On hold",
  kept: "Kept",
  adjusted: "Adjusted",
  refunded: "Refunded",
  released: "Released",
};

const FLAG_REASONS: Record<string, string> = { ended_early: "the trip ended early" };

/** "the trip ended early" for "ended_early"; an unknown reason as its words. */
export const flagReasonLabel = (reason: string) => FLAG_REASONS[reason] ?? reason.replace(/_/g, " ");

/** "48 km", "800 m": the screens' distances, spaced as in a sentence (as the price note has them). */
export const spacedDistance = (metres: number) => formatDistance(metres).replace(/(\d)(k?m)$/, "$1 $2");

/** What is left of a trip's payment to refund, or 0 when it is not paid. */
export const leftToRefund = (review: AdminReview) =>
  review.charge?.status === "paid" ? review.charge.amountKobo - review.charge.refundedKobo : 0;
