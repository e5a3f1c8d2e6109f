import {
  BANK_CODES,
  BANKS,
  type EarningsView,
  formatDateAndTime,
  LEDGER,
  MOVEMENTS,
  PAYMENT_MESSAGES,
  type PayoutView,
  priceNoteOf,
} from "@campusgo/domain";
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import {
  deliveries,
  driverProfiles,
  earningsHolds,
  ledgerEntries,
  ledgerTransactions,
  type Payout,
  payouts,
  rides,
  tripCharges,
  type User,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { payoutsFrom } from "./bank-account.ts";
import { gatewayOf } from "./checkout.ts";
import type { PaymentDeps } from "./deps.ts";
import type { GatewayEventBody } from "./events.ts";
import { GatewayError } from "./gateway.ts";
import { holdEndsAt, isHeldWithoutWindow } from "./holds.ts";
import { balanceOf, postMovement } from "./ledger.ts";
import { commissionBps } from "./settings.ts";

const isBank = (name: string | null): name is (typeof BANKS)[number] =>
  (BANKS as readonly string[]).includes(name ?? "");

/**
 * A driver withdraws earnings to the bank account of their approved KYC. The amount leaves the available
 * balance (locked, so ten requests at once never take more than is there) before the gateway is asked; a
 * transfer the gateway refuses, or that later fails or is reversed, returns it.
 */
export async function requestPayout(
  deps: PaymentDeps,
  driver: User,
  amountKobo: number,
): Promise<PayoutView> {
  const gateway = gatewayOf(deps);
  const { payoutMinKobo } = deps.config.payments;
  if (amountKobo < payoutMinKobo)
    throw new AppError("bad_request", PAYMENT_MESSAGES.payoutMinimum(payoutMinKobo));
  const [profile] = await deps.db.select().from(driverProfiles).where(eq(driverProfiles.userId, driver.id));
  if (
    profile?.kycStatus !== "approved" ||
    !isBank(profile.bankName) ||
    !profile.bankAccountNumber ||
    !profile.bankAccountHolderName
  ) {
    throw new AppError("conflict", PAYMENT_MESSAGES.noBankAccount);
  }
  const from = payoutsFrom(deps, profile);
  if (from && from.getTime() > Date.now()) {
    throw new AppError("conflict", PAYMENT_MESSAGES.payoutsWaitForNewAccount(formatDateAndTime(from)));
  }
  const available = await balanceOf(deps.db, LEDGER.driver(driver.id));
  if (available < 0) throw new AppError("conflict", PAYMENT_MESSAGES.earningsOwed(-available));
  const payout = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payouts)
      .values({
        reference: `CG-P-${uuidv7().replaceAll("-", "")}`,
        driverId: driver.id,
        amountKobo,
        bankName: profile.bankName as string,
        bankCode: BANK_CODES[profile.bankName as (typeof BANKS)[number]],
        accountNumber: profile.bankAccountNumber as string,
        accountName: profile.bankAccountHolderName as string,
      })
      .returning();
    if (!row) throw new Error("payout not stored");
    await postMovement(
      tx,
      { kind: "payout", payoutId: row.id },
      MOVEMENTS.payoutRequested(driver.id, amountKobo),
      {
        accounts: [LEDGER.driver(driver.id)],
        message: PAYMENT_MESSAGES.payoutTooHigh,
      },
    );
    return row;
  });
  let recipientCode: string | undefined;
  try {
    ({ recipientCode } = await gateway.createRecipient({
      name: payout.accountName,
      accountNumber: payout.accountNumber,
      bankCode: payout.bankCode,
    }));
    const { transferCode, status } = await gateway.transfer({
      amountKobo,
      recipientCode,
      reference: payout.reference,
      reason: TRANSFER_NARRATION,
    });
    await deps.db
      .update(payouts)
      .set({ recipientCode, transferCode, updatedAt: new Date() })
      .where(eq(payouts.id, payout.id));
    if (status === "success") await settlePayout(deps, payout.reference, "success");
  } catch (error) {
    // Asked for the transfer without a refusal for an answer (unreachable, timed out, a 5xx): the gateway may have
    // sent it. The money stays in transit and the transfer's event settles it; returning it now could pay twice.
    const refused =
      recipientCode === undefined ||
      (error instanceof GatewayError && error.status !== undefined && error.status < 500);
    if (!refused) {
      deps.log.error(
        { err: error, payout: payout.reference },
        "payout transfer asked without an answer: waiting for the gateway's transfer event",
      );
      await deps.db
        .update(payouts)
        .set({ recipientCode, updatedAt: new Date() })
        .where(eq(payouts.id, payout.id));
      return payoutView(await payoutByReference(deps, payout.reference));
    }
    deps.log.warn({ err: error, payout: payout.reference }, "payout refused by the gateway");
    await settlePayout(deps, payout.reference, "failed", "The bank transfer could not be started.");
    throw new AppError("unavailable", PAYMENT_MESSAGES.gatewayDown);
  }
  return payoutView(await payoutByReference(deps, payout.reference));
}

async function payoutByReference(deps: PaymentDeps, reference: string): Promise<Payout> {
  const [row] = await deps.db.select().from(payouts).where(eq(payouts.reference, reference)).limit(1);
  if (!row) throw new Error(`payout ${reference} not found`);
  return row;
}

/** Applies a transfer's outcome once; an outcome for a payout already settled that way changes nothing. */
async function settlePayout(
  deps: PaymentDeps,
  reference: string,
  to: "success" | "failed" | "reversed",
  reason?: string,
): Promise<"applied" | "already_applied" | "unknown_reference"> {
  return deps.db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.reference, reference)).for("update");
    if (!payout) return "unknown_reference";
    // pending -> success | failed | reversed; success -> reversed (the bank sent it back later).
    const allowed = to === "reversed" ? ["pending", "success"] : ["pending"];
    if (!allowed.includes(payout.status)) return "already_applied";
    await tx
      .update(payouts)
      .set({ status: to, failureReason: to === "success" ? null : (reason ?? null), updatedAt: new Date() })
      .where(and(eq(payouts.id, payout.id), inArray(payouts.status, allowed)));
    const driverId = payout.driverId ?? "removed";
    const postings =
      to === "success"
        ? MOVEMENTS.payoutSent(payout.amountKobo)
        : payout.status === "success"
          ? [
              { account: LEDGER.clearing, amountKobo: -payout.amountKobo },
              { account: LEDGER.driver(driverId), amountKobo: payout.amountKobo },
            ]
          : MOVEMENTS.payoutReturned(driverId, payout.amountKobo);
    await postMovement(tx, { kind: `payout_${to}`, payoutId: payout.id }, postings);
    return "applied";
  });
}

/** transfer.success / transfer.failed / transfer.reversed from the gateway's webhook. */
export async function applyTransferEvent(
  deps: PaymentDeps,
  event: string,
  e: GatewayEventBody,
): Promise<string> {
  const reference = e.data.reference;
  if (!reference) return "unknown_reference";
  const to = event === "transfer.success" ? "success" : event === "transfer.failed" ? "failed" : "reversed";
  return settlePayout(deps, reference, to, to === "success" ? undefined : failureReason(to, e.data));
}

/** What the driver reads of a transfer's narration: ours, given when it was asked for. */
const TRANSFER_NARRATION = "CampusGo earnings";

/**
 * Why a transfer failed or came back, in the driver's words: the bank's own explanation (Paystack's
 * `gateway_response`; a `reason` that is not our narration), cleaned and cut to a line, or that it gave none.
 */
function failureReason(to: "failed" | "reversed", data: Record<string, unknown>): string {
  const said = [data.gateway_response, data.reason]
    .map((v) =>
      typeof v === "string"
        ? v
            .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
            .replace(/\s+/g, " ")
            .trim()
        : "",
    )
    .find((v) => v && v !== TRANSFER_NARRATION);
  return PAYMENT_MESSAGES.payoutFailed(to, said ? said.slice(0, 200) : null);
}

/** A payout still pending this long after it was asked for is checked with the gateway. */
export const PAYOUT_CHECK_AFTER_MS = 5 * 60_000;
/** A payout checked and still pending at the gateway is asked about again after this long. */
export const PAYOUT_CHECK_AGAIN_MS = 5 * 60_000;
/** Payouts checked in one pass of the follow-up job (the oldest first; the rest in the next passes). */
const PAYOUT_CHECK_BATCH = 50;

/** Transfer statuses the gateway ends a transfer with, as the event that would have said so. */
const TRANSFER_ENDINGS: Record<string, "transfer.success" | "transfer.failed" | "transfer.reversed"> = {
  success: "transfer.success",
  failed: "transfer.failed",
  reversed: "transfer.reversed",
  abandoned: "transfer.failed",
  blocked: "transfer.failed",
  rejected: "transfer.failed",
};

/**
 * The follow-up of payouts left in transit: a transfer asked for without an answer (timed out, a 5xx, the
 * network), or whose event never came. Each payout still pending PAYOUT_CHECK_AFTER_MS after it was asked for is
 * looked up at the gateway (GET /transfer/verify/:reference), and an ended transfer is applied through the same
 * path as its webhook event would be (applyTransferEvent), so whichever comes first applies it and the other
 * changes nothing. A transfer the gateway never heard of did not happen: the money returns to the driver.
 * Answers how many payouts were settled.
 */
export async function followUpPayouts(deps: PaymentDeps, now = new Date()): Promise<number> {
  if (!deps.gateway) return 0;
  const due = await deps.db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, "pending"),
        lt(payouts.createdAt, new Date(now.getTime() - PAYOUT_CHECK_AFTER_MS)),
        or(isNull(payouts.checkedAt), lt(payouts.checkedAt, new Date(now.getTime() - PAYOUT_CHECK_AGAIN_MS))),
      ),
    )
    .orderBy(asc(payouts.createdAt))
    .limit(PAYOUT_CHECK_BATCH);
  let settled = 0;
  for (const payout of due) {
    try {
      if ((await checkPayout(deps, deps.gateway, payout, now)) === "applied") settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, payout: payout.reference }, "payout could not be checked now");
    }
  }
  return settled;
}

async function checkPayout(
  deps: PaymentDeps,
  gateway: NonNullable<PaymentDeps["gateway"]>,
  payout: Payout,
  now: Date,
): Promise<string> {
  const verified = await gateway.verifyTransfer(payout.reference);
  await deps.db
    .update(payouts)
    .set({ checkedAt: now })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, "pending")));
  if (verified === null) {
    // The gateway gave a transfer code for it earlier, so it has the transfer: wait rather than pay twice.
    if (payout.transferCode) {
      deps.log.error({ payout: payout.reference }, "the gateway no longer finds a transfer it accepted");
      return "still_pending";
    }
    return settlePayout(deps, payout.reference, "failed", "The bank transfer could not be started.");
  }
  if (verified.reference !== payout.reference || verified.amountKobo !== payout.amountKobo) {
    deps.log.error(
      { payout: payout.reference, got: verified.reference, amount: verified.amountKobo },
      "the gateway's transfer does not match the payout: not applied",
    );
    return "amount_mismatch";
  }
  const event = TRANSFER_ENDINGS[verified.status];
  if (!event) return "still_pending";
  return applyTransferEvent(deps, event, {
    event,
    data: {
      reference: payout.reference,
      ...(verified.transferCode ? { transfer_code: verified.transferCode } : {}),
      reason: verified.reason ?? "",
    },
  });
}

export function payoutView(p: Payout): PayoutView {
  return {
    id: p.id,
    amountKobo: p.amountKobo,
    status: p.status as PayoutView["status"],
    bankName: p.bankName,
    accountNumberEnd: p.accountNumber.slice(-4),
    reference: p.reference,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Midnight today and the Monday of this week in Lagos (WAT, UTC+1, no daylight saving). */
function watDayAndWeekStart(now: Date): { day: Date; week: Date } {
  const WAT_MS = 60 * 60_000;
  const local = new Date(now.getTime() + WAT_MS);
  const dayUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - WAT_MS;
  const weekday = (local.getUTCDay() + 6) % 7;
  return { day: new Date(dayUtc), week: new Date(dayUtc - weekday * 86_400_000) };
}

/**
 * The movements that count in "today" and "this week": trips paid, less refunds taken back from the driver in
 * the window (and a card refund the gateway never took, which gives it back), and held shares as they are taken
 * and released (a delivery's share lands when its drop-off is checked, a reviewed trip's when it is decided).
 */
const EARNING_KINDS = ["ride_payment", "refund", "refund_failed", "hold", "hold_released"];

/** A driver's money from the ledger: available, in transit, today, this week, commission, trips, payouts. */
export async function earningsView(
  deps: PaymentDeps,
  driverId: string,
  now = new Date(),
): Promise<EarningsView> {
  const account = LEDGER.driver(driverId);
  const { day, week } = watDayAndWeekStart(now);
  const earnedSince = (since: Date) =>
    deps.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.account, account),
          inArray(ledgerTransactions.kind, EARNING_KINDS),
          gte(ledgerEntries.createdAt, since),
        ),
      );
  const [available, held, inTransit, [today], [thisWeek], [commission], bps, trips, recentPayouts] =
    await Promise.all([
      balanceOf(deps.db, account),
      balanceOf(deps.db, LEDGER.held(driverId)),
      deps.db
        .select({ sum: sql<string>`coalesce(sum(${payouts.amountKobo}), 0)` })
        .from(payouts)
        .where(and(eq(payouts.driverId, driverId), eq(payouts.status, "pending")))
        .then(([r]) => Number(r?.sum ?? 0)),
      earnedSince(day),
      earnedSince(week),
      deps.db
        .select({ sum: sql<string>`coalesce(sum(${tripCharges.commissionKobo}), 0)` })
        .from(tripCharges)
        .where(and(eq(tripCharges.driverId, driverId), eq(tripCharges.status, "paid"))),
      commissionBps(deps.db),
      deps.db
        .select({
          charge: tripCharges,
          ride: rides,
          delivery: { pickupName: deliveries.pickupName, dropoffName: deliveries.dropoffName },
          hold: earningsHolds,
        })
        .from(tripCharges)
        .leftJoin(rides, eq(rides.id, tripCharges.tripId))
        .leftJoin(deliveries, eq(deliveries.id, tripCharges.tripId))
        .leftJoin(
          earningsHolds,
          and(eq(earningsHolds.tripId, tripCharges.tripId), eq(earningsHolds.status, "held")),
        )
        .where(and(eq(tripCharges.driverId, driverId), eq(tripCharges.status, "paid")))
        .orderBy(desc(tripCharges.paidAt))
        .limit(50),
      deps.db
        .select()
        .from(payouts)
        .where(eq(payouts.driverId, driverId))
        .orderBy(desc(payouts.createdAt))
        .limit(20),
    ]);
  return {
    availableKobo: available,
    heldKobo: held,
    inTransitKobo: inTransit,
    todayKobo: Number(today?.sum ?? 0),
    weekKobo: Number(thisWeek?.sum ?? 0),
    commissionTakenKobo: Number(commission?.sum ?? 0),
    commissionBps: bps,
    payoutMinKobo: deps.config.payments.payoutMinKobo,
    trips: trips.map(({ charge, ride, delivery, hold }) => {
      const commissionKobo = charge.commissionKobo ?? 0;
      const heldFor = hold && isHeldWithoutWindow(hold.reason) ? hold.reason : null;
      return {
        rideId: charge.tripId,
        kind: ride ? ("ride" as const) : ("delivery" as const),
        pickupName: ride?.pickupName ?? delivery?.pickupName ?? "",
        destName: ride?.destName ?? delivery?.dropoffName ?? "",
        paidAt: (charge.paidAt ?? charge.createdAt).toISOString(),
        amountKobo: charge.amountKobo,
        commissionKobo,
        earnedKobo: charge.amountKobo - commissionKobo,
        priceNote: ride ? priceNoteOf(ride) : null,
        onHoldUntil: hold && !heldFor ? holdEndsAt(deps, hold.createdAt).toISOString() : null,
        heldFor,
      };
    }),
    payouts: recentPayouts.map(payoutView),
  };
}
