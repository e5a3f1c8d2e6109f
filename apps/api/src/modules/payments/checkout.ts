import { type CheckoutView, PAYMENT_MESSAGES } from "@campusgo/domain";
import { and, desc, eq, gt } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { User } from "../../db/schema/index.ts";
import { payments } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { chargeToPay } from "./charges.ts";
import type { PaymentDeps } from "./deps.ts";
import type { PaymentGateway } from "./gateway.ts";

/** A checkout not finished within this long is started afresh (a new reference) the next time. */
const CHECKOUT_REUSE_MS = 20 * 60_000;

export type CheckoutTarget = { purpose: "ride"; rideId: string } | { purpose: "topup"; amountKobo: number };

export function gatewayOf(deps: PaymentDeps): PaymentGateway {
  if (!deps.gateway) throw new AppError("unavailable", PAYMENT_MESSAGES.gatewayDown);
  return deps.gateway;
}

/**
 * Starts (or resumes) a checkout at the gateway for a trip the rider owes or a wallet top-up. An unfinished
 * checkout for the same thing is resumed, so tapping Pay twice never opens two payments.
 */
export async function startCheckout(
  deps: PaymentDeps,
  user: User,
  target: CheckoutTarget,
): Promise<CheckoutView> {
  const gateway = gatewayOf(deps);
  let amountKobo: number;
  let rideId: string | null = null;
  if (target.purpose === "ride") {
    const charge = await chargeToPay(deps.db, user.id, target.rideId);
    amountKobo = charge.amountKobo;
    rideId = charge.rideId;
  } else {
    const { topUpMinKobo, topUpMaxKobo } = deps.config.payments;
    if (target.amountKobo < topUpMinKobo || target.amountKobo > topUpMaxKobo) {
      throw new AppError("bad_request", PAYMENT_MESSAGES.topUpRange(topUpMinKobo, topUpMaxKobo));
    }
    amountKobo = target.amountKobo;
  }
  const [open] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, user.id),
        eq(payments.purpose, target.purpose),
        eq(payments.status, "pending"),
        eq(payments.amountKobo, amountKobo),
        rideId ? eq(payments.rideId, rideId) : undefined,
        gt(payments.createdAt, new Date(Date.now() - CHECKOUT_REUSE_MS)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (open?.authorizationUrl) return { reference: open.reference, authorizationUrl: open.authorizationUrl };

  const reference = `CG-${target.purpose === "ride" ? "T" : "W"}-${uuidv7().replaceAll("-", "")}`;
  const [payment] = await deps.db
    .insert(payments)
    .values({ reference, userId: user.id, purpose: target.purpose, rideId, amountKobo })
    .returning();
  if (!payment) throw new Error("payment not stored");
  try {
    const { authorizationUrl } = await gateway.initialize({
      email: user.email,
      amountKobo,
      reference,
      callbackUrl: `${deps.config.publicUrl}/payments/return`,
      metadata: { purpose: target.purpose, ...(rideId ? { rideId } : {}) },
    });
    await deps.db.update(payments).set({ authorizationUrl }).where(eq(payments.id, payment.id));
    return { reference, authorizationUrl };
  } catch (error) {
    deps.log.warn({ err: error, reference }, "checkout could not start");
    await deps.db
      .update(payments)
      .set({ status: "failed", updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    throw new AppError("unavailable", PAYMENT_MESSAGES.gatewayDown);
  }
}
