import {
  type AdminPaymentItem,
  type AdminPaymentReport,
  type AdminPayoutItem,
  type AdminRefund,
  type AdminTripMoney,
  type ChargeKind,
  type ChargeStatus,
  type CommissionView,
  LEDGER,
  type LedgerHealth,
  type PaymentPurpose,
  type PaymentReportStatus,
  type PaymentStatus,
  type PayoutStatus,
  REPORT_MESSAGES,
  type RefundDestination,
  type RefundStatus,
  type ReportAction,
  type TripKind,
} from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { type Notification, type Refund, type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { setDriverStatus } from "../drivers/service.ts";
import { mailDriver, suspensionMails } from "../drivers/suspension.ts";
import type { Notifier } from "../notifications/notifier.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { ledgerHealth } from "../payments/ledger.ts";
import { refundTrip } from "../payments/refunds.ts";
import { liftDriverSuspension, suspendDriver } from "../payments/reports.ts";
import { commissionBps, commissionSetting, setCommissionBps } from "../payments/settings.ts";
import type { RideDeps } from "../rides/deps.ts";
import { tripSummary } from "../trips/repo.ts";
import { DRIVER_SMS, type DriverSmsDeps, textDriver } from "./driver-sms.ts";
import {
  refundNotice,
  reportOutcomeForDriver,
  reportOutcomeForRider,
  suspensionLiftedNotice,
  suspensionReason,
  type TripLabel,
} from "./payments-notices.ts";
import {
  balancesOf,
  closeReport,
  findReport,
  heldOf,
  listPayments,
  listPayouts,
  listReports,
  listTrips,
  type PaymentsFilter,
  type PayoutsFilter,
  refundsOf,
  type TripRow,
  type TripsFilter,
  tripsOf,
} from "./payments-repo.ts";
import { insertAudit } from "./repo.ts";

/** The audit log's target for a change to the platform's payment settings (there is one settings row). */
export const PAYMENT_SETTINGS_TARGET = "00000000-0000-0000-0000-000000000000";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

function refundView(refund: Refund): AdminRefund {
  const retrying = refund.status === "pending" && refund.lastError !== null;
  return {
    id: refund.id,
    rideId: refund.tripId,
    amountKobo: refund.amountKobo,
    reason: refund.reason,
    destination: refund.destination as RefundDestination,
    status: refund.status as RefundStatus,
    attempts: refund.attempts,
    nextAttemptAt: retrying ? iso(refund.nextAttemptAt) : null,
    createdAt: refund.createdAt.toISOString(),
  };
}

/**
 * The trips' money, each with its refunds, what its open hold holds and its driver's available earnings (what a
 * refund would take from where: refundShares).
 */
async function tripsMoney(db: Db, rows: TripRow[]): Promise<AdminTripMoney[]> {
  const rideIds = rows.map((r) => r.charge.tripId);
  const driverIds = [...new Set(rows.flatMap((r) => (r.driver?.id ? [r.driver.id] : [])))];
  const [refunds, held, balances] = await Promise.all([
    refundsOf(db, rideIds),
    heldOf(db, rideIds),
    balancesOf(db, driverIds.map(LEDGER.driver)),
  ]);
  const byRide = new Map<string, AdminRefund[]>();
  for (const refund of refunds) {
    byRide.set(refund.tripId, [...(byRide.get(refund.tripId) ?? []), refundView(refund)]);
  }
  return rows.map((row) =>
    tripMoney(row, byRide.get(row.charge.tripId) ?? [], {
      heldKobo: held.get(row.charge.tripId) ?? 0,
      driverAvailableKobo: row.driver?.id ? (balances.get(LEDGER.driver(row.driver.id)) ?? 0) : null,
    }),
  );
}

function tripMoney(
  row: TripRow,
  refunds: AdminRefund[],
  driverMoney: Pick<AdminTripMoney, "heldKobo" | "driverAvailableKobo">,
): AdminTripMoney {
  const { charge } = row;
  return {
    rideId: charge.tripId,
    tripKind: row.tripKind as TripKind,
    pickupName: row.pickupName,
    destName: row.destName,
    kind: charge.kind as ChargeKind,
    status: charge.status as ChargeStatus,
    amountKobo: charge.amountKobo,
    refundedKobo: charge.refundedKobo,
    commissionKobo: charge.commissionKobo,
    method: charge.method,
    reference: charge.reference,
    paidAt: iso(charge.paidAt),
    createdAt: charge.createdAt.toISOString(),
    cardRefundable: charge.paymentId !== null && charge.method !== "wallet",
    rider: row.rider,
    driver: row.driver,
    refunds,
    ...driverMoney,
  };
}

export async function paymentsList(
  db: Db,
  filter: PaymentsFilter,
): Promise<{ data: AdminPaymentItem[]; total: number }> {
  const { rows, total } = await listPayments(db, filter);
  const rideIds = [...new Set(rows.flatMap((r) => (r.payment.tripId ? [r.payment.tripId] : [])))];
  // A delivery has two charges when its package came back: a payment is shown with the charge it paid.
  const tripRows = await tripsOf(db, rideIds);
  const money = await tripsMoney(db, tripRows);
  const byPayment = new Map<string, AdminTripMoney>();
  const byTrip = new Map<string, AdminTripMoney>();
  tripRows.forEach(({ charge }, i) => {
    const trip = money[i] as AdminTripMoney;
    if (charge.paymentId) byPayment.set(charge.paymentId, trip);
    if (charge.kind !== "return_fee") byTrip.set(charge.tripId, trip);
  });
  return {
    total,
    data: rows.map(({ payment, user }) => ({
      id: payment.id,
      reference: payment.reference,
      purpose: payment.purpose as PaymentPurpose,
      status: payment.status as PaymentStatus,
      amountKobo: payment.amountKobo,
      channel: payment.channel,
      creditedToWallet: payment.creditedToWallet > 0,
      createdAt: payment.createdAt.toISOString(),
      paidAt: iso(payment.paidAt),
      user,
      trip: byPayment.get(payment.id) ?? byTrip.get(payment.tripId ?? "") ?? null,
    })),
  };
}

export async function tripsList(
  db: Db,
  filter: TripsFilter,
): Promise<{ data: AdminTripMoney[]; total: number }> {
  const { rows, total } = await listTrips(db, filter);
  return { total, data: await tripsMoney(db, rows) };
}

export async function payoutsList(
  db: Db,
  filter: PayoutsFilter,
): Promise<{ data: AdminPayoutItem[]; total: number }> {
  const { rows, total } = await listPayouts(db, filter);
  return {
    total,
    data: rows.map(({ payout, driver }) => ({
      id: payout.id,
      reference: payout.reference,
      status: payout.status as PayoutStatus,
      amountKobo: payout.amountKobo,
      bankName: payout.bankName,
      accountNumberEnd: payout.accountNumber.slice(-4),
      accountName: payout.accountName,
      failureReason: payout.failureReason,
      createdAt: payout.createdAt.toISOString(),
      updatedAt: payout.updatedAt.toISOString(),
      driver,
    })),
  };
}

export interface MoneyDecisionContext {
  db: Db;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

/**
 * Refunds (part of) a paid trip, a ride or a delivery, to its payer's wallet or card (payments/refunds.ts moves
 * the money and keeps the refund row with the admin and the reason); then the audit row and the notification of
 * the rider or sender commit together, and the notification is pushed.
 */
export async function refundPaidTrip(
  ctx: MoneyDecisionContext & { payments: PaymentDeps },
  admin: User,
  rideId: string,
  input: { amountKobo: number; reason: string; destination: RefundDestination },
): Promise<AdminRefund> {
  const refund = await refundTrip(ctx.payments, admin, rideId, input);
  // A ride's rider or a delivery's sender: whoever paid for the trip.
  const trip = await tripSummary(ctx.db, rideId);
  const notification = await ctx.db.transaction(async (tx) => {
    await insertAudit(tx, {
      actorId: admin.id,
      action: "payment.refund",
      targetId: rideId,
      details: {
        refundId: refund.id,
        amountKobo: input.amountKobo,
        destination: input.destination,
        reason: input.reason,
      },
    });
    if (!trip) return undefined;
    const label = { rideId: trip.id, pickupName: trip.pickupName, destName: trip.destName, at: trip.at };
    return ctx.notifier.create(tx, trip.bookerId, {
      ...refundNotice(label, input.amountKobo, input.destination, input.reason),
      link: trip.link,
    });
  });
  if (notification) ctx.notifier.publish(notification);
  return refundView(refund);
}

function tripLabel(ride: {
  id: string;
  pickupName: string;
  destName: string;
  scheduledAt: Date | null;
  createdAt: Date;
}): TripLabel {
  return {
    rideId: ride.id,
    pickupName: ride.pickupName,
    destName: ride.destName,
    at: ride.scheduledAt ?? ride.createdAt,
  };
}

export async function reportsList(
  db: Db,
  filter: { status: "open" | "decided"; page: number },
): Promise<AdminPaymentReport[]> {
  const rows = await listReports(db, filter);
  return rows.map((r) => ({
    id: r.report.id,
    status: r.report.status as PaymentReportStatus,
    note: r.report.note,
    createdAt: r.report.createdAt.toISOString(),
    decidedAt: iso(r.report.decidedAt),
    decidedBy: r.decider,
    ride: {
      id: r.ride.id,
      status: r.ride.status,
      pickupName: r.ride.pickupName,
      destName: r.ride.destName,
      at: (r.ride.scheduledAt ?? r.ride.createdAt).toISOString(),
      amountKobo: r.ride.amountKobo,
      chargeStatus: (r.chargeStatus as ChargeStatus | null) ?? null,
    },
    rider: r.rider,
    driver: r.driver,
    driverReports: Number(r.driverReports),
    driverSuspended: Boolean(r.driverSuspended),
  }));
}

const DECIDED_STATUS: Record<ReportAction, Exclude<PaymentReportStatus, "open">> = {
  warn: "warned",
  suspend: "suspended",
  dismiss: "dismissed",
};

/**
 * Decides an open report (compare-and-set: deciding twice is 409). The status, the audit row and the
 * notifications (the rider hears the outcome; the driver a warning or the suspension) commit together. A
 * suspension (the driver's flag, with the reason their dashboard shows) commits with them; the suspended driver
 * is then set offline (their waiting offers are withdrawn; going online is refused until an admin lifts it,
 * payments/reports.ts), e-mailed why and how to appeal, and texted that it happened.
 */
export async function decideReport(
  ctx: MoneyDecisionContext & { rides: RideDeps; sms: DriverSmsDeps["sms"] },
  adminId: string,
  reportId: string,
  decision: { action: ReportAction; note?: string | undefined },
): Promise<void> {
  const now = new Date();
  const { notices, driverId, reason } = await ctx.db.transaction(async (tx) => {
    const found = await findReport(tx, reportId);
    if (!found) throw new AppError("not_found", REPORT_MESSAGES.notFound);
    const report = await closeReport(tx, reportId, adminId, DECIDED_STATUS[decision.action]);
    if (!report) throw new AppError("conflict", REPORT_MESSAGES.alreadyDecided);
    await insertAudit(tx, {
      actorId: adminId,
      action: `report.${decision.action}`,
      targetId: report.id,
      details: {
        rideId: report.tripId,
        riderId: report.riderId,
        driverId: report.driverId,
        ...(decision.note ? { note: decision.note } : {}),
      },
    });
    const trip = tripLabel(found.ride);
    const reason = suspensionReason(trip);
    if (decision.action === "suspend" && report.driverId) {
      await suspendDriver(tx, report.driverId, adminId, reason, now);
    }
    const notices: Notification[] = [];
    if (report.riderId) {
      notices.push(
        await ctx.notifier.create(tx, report.riderId, reportOutcomeForRider(trip, decision.action)),
      );
    }
    if (report.driverId && decision.action !== "dismiss") {
      notices.push(
        await ctx.notifier.create(tx, report.driverId, reportOutcomeForDriver(trip, decision.action)),
      );
    }
    return { notices, driverId: report.driverId, reason };
  });
  for (const notice of notices) ctx.notifier.publish(notice);
  if (decision.action === "suspend" && driverId) {
    const [driver] = await ctx.db.select().from(users).where(eq(users.id, driverId)).limit(1);
    if (driver) await setDriverStatus(ctx.rides, driver, false);
    await mailDriver(
      ctx.rides,
      driverId,
      suspensionMails.suspended(reason, now, ctx.rides.config.supportEmail),
    );
    await textDriver(ctx, driverId, DRIVER_SMS.suspended);
  }
}

/**
 * Lifts a driver's suspension: the flag is cleared (a compare-and-set: 409 when they are not suspended), audited
 * with when and by whom they had been suspended, and the driver is told, in one transaction, then e-mailed. They
 * can go online again; the reports stay as they were decided.
 */
export async function liftSuspension(
  ctx: MoneyDecisionContext & { rides: RideDeps },
  adminId: string,
  driverId: string,
): Promise<void> {
  const notice = await ctx.db.transaction(async (tx) => {
    const [driver] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, driverId))
      .limit(1);
    if (driver?.role !== "driver") throw new AppError("not_found", REPORT_MESSAGES.driverNotFound);
    const lifted = await liftDriverSuspension(tx, driverId);
    if (!lifted) throw new AppError("conflict", REPORT_MESSAGES.notSuspended);
    await insertAudit(tx, {
      actorId: adminId,
      action: "driver.suspension.lift",
      targetId: driverId,
      details: { suspendedAt: lifted.suspendedAt.toISOString(), suspendedBy: lifted.suspendedBy },
    });
    return ctx.notifier.create(tx, driverId, suspensionLiftedNotice());
  });
  ctx.notifier.publish(notice);
  await mailDriver(ctx.rides, driverId, suspensionMails.reinstated());
}

export async function commissionView(db: Db): Promise<CommissionView> {
  const { bps, updatedAt } = await commissionSetting(db);
  return { bps, percent: bps / 100, updatedAt: iso(updatedAt) };
}

/** Sets the commission rate (the next trip paid uses it; paid trips keep theirs), audited with the old rate. */
export async function setCommission(db: Db, adminId: string, percent: number): Promise<CommissionView> {
  const bps = Math.round(percent * 100);
  await db.transaction(async (tx) => {
    const before = await commissionBps(tx);
    await setCommissionBps(tx, bps, adminId);
    await insertAudit(tx, {
      actorId: adminId,
      action: "payment.commission",
      targetId: PAYMENT_SETTINGS_TARGET,
      details: { fromBps: before, toBps: bps },
    });
  });
  return commissionView(db);
}

export async function ledgerHealthView(db: Db): Promise<LedgerHealth> {
  return ledgerHealth(db);
}
