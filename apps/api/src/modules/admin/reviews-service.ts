import {
  type AdminReview,
  formatDate,
  formatNaira,
  type HoldStatus,
  LEDGER,
  priceNoteOf,
  REVIEW_MESSAGES,
  type ReviewTrack,
  type reviewDecisionSchema,
} from "@campusgo/domain";
import type { z } from "zod";
import type { User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { NewNotification } from "../notifications/repo.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { holdEndsAt } from "../payments/holds.ts";
import { balanceOf } from "../payments/ledger.ts";
import { askForCardRefund } from "../payments/refunds.ts";
import { decideReviewWithin } from "../payments/reviews.ts";
import { trackOf } from "../tracking/track.ts";
import type { MoneyDecisionContext } from "./payments-service.ts";
import { insertAudit } from "./repo.ts";
import { findReviewRide, listReviews } from "./reviews-repo.ts";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

function reviewView(
  deps: Pick<PaymentDeps, "config">,
  row: ReviewRow,
  driverAvailableKobo: number | null,
): AdminReview {
  const { hold, ride, charge } = row;
  return {
    rideId: hold.tripId,
    reason: hold.reason as AdminReview["reason"],
    status: hold.status as HoldStatus,
    createdAt: hold.createdAt.toISOString(),
    holdEndsAt: holdEndsAt(deps, hold.createdAt).toISOString(),
    decidedAt: iso(hold.decidedAt),
    decidedBy: row.decider?.id ? { ...row.decider, email: "", phoneNumber: null } : null,
    note: hold.note,
    heldKobo: hold.heldKobo,
    trip: {
      pickup: { lat: ride.pickupLat, lon: ride.pickupLon, name: ride.pickupName },
      destination: { lat: ride.destLat, lon: ride.destLon, name: ride.destName },
      roundTrip: ride.roundTrip,
      startedAt: iso(ride.startedAt),
      completedAt: iso(ride.completedAt),
      distanceM: ride.distanceM,
      drivenM: ride.drivenM,
      endedAway:
        ride.endLat !== null && ride.endLon !== null && ride.endedAwayM !== null
          ? { lat: ride.endLat, lon: ride.endLon, distanceM: ride.endedAwayM }
          : null,
      agreedKobo: ride.agreedKobo,
      amountKobo: ride.amountKobo,
      priceNote: priceNoteOf(ride),
      flag:
        ride.flagReason && ride.flaggedAt
          ? { reason: ride.flagReason, at: ride.flaggedAt.toISOString() }
          : null,
    },
    charge: charge
      ? {
          status: charge.status as "owed" | "paid",
          amountKobo: charge.amountKobo,
          refundedKobo: charge.refundedKobo,
          commissionKobo: charge.commissionKobo,
          method: charge.method,
          cardRefundable: charge.paymentId !== null && charge.method !== "wallet",
        }
      : null,
    rider: row.rider?.id ? row.rider : null,
    driver: row.driver?.id ? row.driver : null,
    driverAvailableKobo,
  };
}

/** Trips under review (open) or closed, each with its driver's available earnings now. */
export async function reviewsList(
  deps: PaymentDeps,
  filter: { status: "open" | "decided"; page: number },
): Promise<AdminReview[]> {
  const rows = await listReviews(deps.db, filter);
  const balances = new Map<string, number>();
  for (const id of new Set(rows.flatMap((r) => (r.driver?.id ? [r.driver.id] : [])))) {
    balances.set(id, await balanceOf(deps.db, LEDGER.driver(id)));
  }
  return rows.map((row) => reviewView(deps, row, row.driver?.id ? (balances.get(row.driver.id) ?? 0) : null));
}

/** The trip's recorded track, from the driver accepting it to its end. */
export async function reviewTrack(deps: PaymentDeps, rideId: string): Promise<ReviewTrack> {
  const found = await findReviewRide(deps.db, rideId);
  if (!found) throw new AppError("not_found", REVIEW_MESSAGES.notFound);
  const points = await trackOf(deps.db, rideId);
  return { points: points.map((p) => [p.lat, p.lon, new Date(p.at).toISOString()]) };
}

const tripOf = (ride: { pickupName: string; destName: string; completedAt: Date | null; createdAt: Date }) =>
  `your trip from ${ride.pickupName} to ${ride.destName} on ${formatDate(ride.completedAt ?? ride.createdAt)}`;
const bookingLink = (rideId: string) => `/dashboard/my-bookings/${encodeURIComponent(rideId)}`;

/**
 * Decides a trip under review: the money (payments/reviews.ts), the audit row and the notices of the rider and the
 * driver commit together; a card refund is then asked of the gateway and the notices are pushed.
 */
export async function decideReview(
  ctx: MoneyDecisionContext & { payments: PaymentDeps },
  admin: User,
  rideId: string,
  decision: z.output<typeof reviewDecisionSchema>,
): Promise<string> {
  const found = await findReviewRide(ctx.db, rideId);
  if (!found) throw new AppError("not_found", REVIEW_MESSAGES.notFound);
  const { ride } = found;
  const { outcome, notifications } = await ctx.db.transaction(async (tx) => {
    const outcome = await decideReviewWithin(tx, admin, rideId, decision);
    await insertAudit(tx, {
      actorId: admin.id,
      action: `review.${decision.action}`,
      targetId: rideId,
      details: {
        reason: decision.reason,
        refundedKobo: outcome.refundedKobo,
        releasedKobo: outcome.releasedKobo,
        ...(outcome.refund ? { refundId: outcome.refund.row.id, destination: decision.destination } : {}),
        ...(decision.action === "adjust" ? { amountKobo: decision.amountKobo } : {}),
      },
    });
    const notices: [string, NewNotification][] = [];
    if (outcome.refundedKobo > 0) {
      const to = decision.destination === "wallet" ? "to your CampusGo wallet" : "back to your card";
      notices.push([
        ride.riderId,
        {
          kind: "payment.refund",
          title: `Refund of ${formatNaira(outcome.refundedKobo)}`,
          body: `We reviewed ${tripOf(ride)} and refunded ${formatNaira(outcome.refundedKobo)} ${to}. Reason: ${decision.reason}`,
          link: bookingLink(rideId),
        },
      ]);
    } else if (ride.flaggedAt) {
      notices.push([
        ride.riderId,
        {
          kind: "ride.reviewed",
          title: "We reviewed your trip",
          body: `We reviewed ${tripOf(ride)}. Its price stands. ${decision.reason}`,
          link: bookingLink(rideId),
        },
      ]);
    }
    if (ride.driverId) {
      const released =
        outcome.releasedKobo > 0 ? ` ${formatNaira(outcome.releasedKobo)} is now in your earnings.` : "";
      const refunded =
        outcome.refundedKobo > 0 ? ` ${formatNaira(outcome.refundedKobo)} was refunded to the rider.` : "";
      notices.push([
        ride.driverId,
        {
          kind: "earnings.review",
          title: "Trip review finished",
          body: `We reviewed the trip from ${ride.pickupName} to ${ride.destName}.${refunded}${released}`,
          link: "/dashboard?tab=earning",
        },
      ]);
    }
    const notifications = [];
    for (const [userId, notice] of notices) notifications.push(await ctx.notifier.create(tx, userId, notice));
    return { outcome, notifications };
  });
  for (const n of notifications) ctx.notifier.publish(n);
  if (outcome.refund) await askForCardRefund(ctx.payments, outcome.refund);
  return REVIEW_MESSAGES.decided[decision.action];
}
