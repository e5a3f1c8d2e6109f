import { type CheckoutView, PAYMENT_MESSAGES } from "@campusgo/domain";
import { and, desc, eq, gt } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Payment, User } from "../../db/schema/index.ts";
import { payments } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { chargeToPay } from "./charges.ts";
import type { PaymentDeps } from "./deps.ts";
import type { PaymentGateway } from "./gateway.ts";

/** A checkout not finished within this long is started afresh (a new reference) the next time. */
const CHECKOUT_REUSE_MS = 20 * 60_000;
/** A trip's checkout still without its gateway address this long after it was stored was never started (a crash). */
const CHECKOUT_START_MS = 30_000;
/** How often, and how many times, a request waits for the checkout another request is starting. */
const WAIT_STEP_MS = 100;
const WAIT_STEPS = 150;

export type CheckoutTarget = { purpose: "ride"; rideId: string } | { purpose: "topup"; amountKobo: number };

export function gatewayOf(deps: PaymentDeps): PaymentGateway {
  if (!deps.gateway) throw new AppError("unavailable", PAYMENT_MESSAGES.gatewayDown);
  return deps.gateway;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const viewOf = (p: Payment): CheckoutView | undefined =>
  p.authorizationUrl ? { reference: p.reference, authorizationUrl: p.authorizationUrl } : undefined;

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
  if (target.purpose === "ride") return tripCheckout(deps, gateway, user, target.rideId);
  const { topUpMinKobo, topUpMaxKobo } = deps.config.payments;
  if (target.amountKobo < topUpMinKobo || target.amountKobo > topUpMaxKobo) {
    throw new AppError("bad_request", PAYMENT_MESSAGES.topUpRange(topUpMinKobo, topUpMaxKobo));
  }
  const [open] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, user.id),
        eq(payments.purpose, "topup"),
        eq(payments.status, "pending"),
        eq(payments.amountKobo, target.amountKobo),
        gt(payments.createdAt, new Date(Date.now() - CHECKOUT_REUSE_MS)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const resumed = open && viewOf(open);
  if (resumed) return resumed;
  const [payment] = await deps.db
    .insert(payments)
    .values({
      reference: newReference("W"),
      userId: user.id,
      purpose: "topup",
      amountKobo: target.amountKobo,
    })
    .returning();
  if (!payment) throw new Error("payment not stored");
  return startAtGateway(deps, gateway, user, payment);
}

/**
 * A trip has at most one open checkout (a unique index): the first request stores it and starts it at the gateway,
 * and any request meanwhile, on any instance, waits for that one's address instead of opening another. An open
 * checkout that can no longer serve (too old, another amount, never started) is closed first; closed, it can still
 * be paid, and its webhook or the rider's return still counts it.
 */
async function tripCheckout(
  deps: PaymentDeps,
  gateway: PaymentGateway,
  user: User,
  rideId: string,
): Promise<CheckoutView> {
  for (let step = 0; step < WAIT_STEPS; step++) {
    const charge = await chargeToPay(deps.db, user.id, rideId);
    const [open] = await deps.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.tripId, charge.tripId), eq(payments.purpose, "ride"), eq(payments.status, "pending")),
      )
      .limit(1);
    if (open) {
      const age = Date.now() - open.createdAt.getTime();
      const serves =
        open.userId === user.id &&
        open.amountKobo === charge.amountKobo &&
        age < CHECKOUT_REUSE_MS &&
        (open.authorizationUrl !== null || age < CHECKOUT_START_MS);
      if (!serves) {
        await deps.db
          .update(payments)
          .set({ status: "failed", updatedAt: new Date() })
          .where(and(eq(payments.id, open.id), eq(payments.status, "pending")));
        continue;
      }
      const resumed = viewOf(open);
      if (resumed) return resumed;
      await sleep(WAIT_STEP_MS);
      continue;
    }
    let payment: Payment | undefined;
    try {
      [payment] = await deps.db
        .insert(payments)
        .values({
          reference: newReference("T"),
          userId: user.id,
          purpose: "ride",
          tripId: charge.tripId,
          amountKobo: charge.amountKobo,
        })
        .returning();
    } catch (error) {
      // Another request stored the trip's checkout first: wait for its address.
      if (uniqueViolation(error) === "payments_trip_open_key") continue;
      throw error;
    }
    if (!payment) throw new Error("payment not stored");
    return startAtGateway(deps, gateway, user, payment);
  }
  throw new AppError("unavailable", PAYMENT_MESSAGES.gatewayDown);
}

const newReference = (kind: "T" | "W") => `CG-${kind}-${uuidv7().replaceAll("-", "")}`;

/** Asks the gateway to start the stored checkout; a refusal closes it (503) so the next try starts afresh. */
async function startAtGateway(
  deps: PaymentDeps,
  gateway: PaymentGateway,
  user: User,
  payment: Payment,
): Promise<CheckoutView> {
  try {
    const { authorizationUrl } = await gateway.initialize({
      email: user.email,
      amountKobo: payment.amountKobo,
      reference: payment.reference,
      callbackUrl: `${deps.config.publicUrl}/payments/return`,
      metadata: { purpose: payment.purpose, ...(payment.tripId ? { rideId: payment.tripId } : {}) },
    });
    await deps.db.update(payments).set({ authorizationUrl }).where(eq(payments.id, payment.id));
    return { reference: payment.reference, authorizationUrl };
  } catch (error) {
    deps.log.warn({ err: error, reference: payment.reference }, "checkout could not start");
    await deps.db
      .update(payments)
      .set({ status: "failed", updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    throw new AppError("unavailable", PAYMENT_MESSAGES.gatewayDown);
  }
}
