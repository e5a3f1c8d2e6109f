import { type DeliveryView, formatNaira, REVIEW_MESSAGES, type reviewDecisionSchema } from "@campusgo/domain";
import { and, desc, eq, exists } from "drizzle-orm";
import type { z } from "zod";
import { deliveries, earningsHolds, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { DeliveryDeps } from "../deliveries/deps.ts";
import { publishDelivery } from "../deliveries/on-change.ts";
import { findDelivery } from "../deliveries/repo.ts";
import { transitionDelivery } from "../deliveries/transition.ts";
import { loadDeliveryViewData, toDeliveryView } from "../deliveries/view.ts";
import type { NewNotification } from "../notifications/repo.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { askForCardRefund } from "../payments/refunds.ts";
import { decideReviewWithin } from "../payments/reviews.ts";
import type { MoneyDecisionContext } from "./payments-service.ts";
import { insertAudit } from "./repo.ts";

const PAGE = 50;

/**
 * Deliveries whose hand-over from the phone's offline queue failed its code check (docs/decisions/0030) and that
 * no admin has decided yet: the newest first, each as an admin sees it (the proofs' photos, times and places, the payment).
 */
export async function deliveryDisputes(
  deps: DeliveryDeps,
  admin: User,
  page: number,
): Promise<DeliveryView[]> {
  const list = await deps.db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.status, "disputed"),
        // Still to decide: a refund or an adjustment leaves the delivery disputed, its driver's share no longer held.
        exists(
          deps.db
            .select({ tripId: earningsHolds.tripId })
            .from(earningsHolds)
            .where(and(eq(earningsHolds.tripId, deliveries.id), eq(earningsHolds.status, "held"))),
        ),
      ),
    )
    .orderBy(desc(deliveries.endedAt), desc(deliveries.id))
    .limit(PAGE)
    .offset((page - 1) * PAGE);
  const data = await loadDeliveryViewData(deps.db, list);
  const now = new Date();
  return list.map((d) => toDeliveryView(d, admin, data, deps.config, now));
}

/**
 * An admin decides a disputed delivery as a trip under review: keep (the parcel reached the recipient: it is
 * delivered and the driver's held share becomes theirs), adjust or refund (the sender gets back all or part, taken from the held share first).
 * The money, the audit row and the notices commit together; a card refund is asked of the gateway after.
 */
export async function decideDispute(
  ctx: MoneyDecisionContext & { payments: PaymentDeps; deliveries: DeliveryDeps },
  admin: User,
  id: string,
  decision: z.output<typeof reviewDecisionSchema>,
): Promise<string> {
  const delivery = await findDelivery(ctx.db, id);
  if (delivery?.status !== "disputed") throw new AppError("not_found", REVIEW_MESSAGES.notFound);
  const what = `the package from ${delivery.pickupName} to ${delivery.dropoffName}`;
  const link = `/dashboard/deliveries/${encodeURIComponent(id)}`;
  const { outcome, notifications, confirmed } = await ctx.db.transaction(async (tx) => {
    const outcome = await decideReviewWithin(tx, admin, id, decision);
    // Kept: the parcel did reach the recipient.
    const confirmed =
      decision.action === "keep"
        ? await transitionDelivery(tx, delivery, {
            event: "confirm",
            actor: "system",
            actorId: admin.id,
            patch: { deliveredAt: new Date() },
            payload: { reason: decision.reason },
          })
        : undefined;
    await insertAudit(tx, {
      actorId: admin.id,
      action: `delivery_dispute.${decision.action}`,
      targetId: id,
      details: {
        reason: decision.reason,
        refundedKobo: outcome.refundedKobo,
        releasedKobo: outcome.releasedKobo,
      },
    });
    const notices: [string, NewNotification][] = [
      [
        delivery.senderId,
        {
          kind: "delivery.reviewed",
          title: "We checked your delivery",
          body:
            outcome.refundedKobo > 0
              ? `We checked ${what} and refunded ${formatNaira(outcome.refundedKobo)}. ${decision.reason}`
              : `We checked ${what}. ${decision.reason}`,
          link,
        },
      ],
    ];
    if (delivery.driverId) {
      notices.push([
        delivery.driverId,
        {
          kind: "earnings.review",
          title: "Delivery check finished",
          body: `We checked ${what}.${outcome.releasedKobo > 0 ? ` ${formatNaira(outcome.releasedKobo)} is now in your earnings.` : ""} ${decision.reason}`,
          link: "/dashboard?tab=earning",
        },
      ]);
    }
    const notifications = [];
    for (const [userId, notice] of notices) notifications.push(await ctx.notifier.create(tx, userId, notice));
    return { outcome, notifications, confirmed };
  });
  for (const n of notifications) ctx.notifier.publish(n);
  if (outcome.refund) await askForCardRefund(ctx.payments, outcome.refund);
  if (confirmed) await ctx.deliveries.events.publish(confirmed);
  else await publishDelivery(ctx.deliveries, delivery);
  return REVIEW_MESSAGES.decided[decision.action];
}
