import { z } from "zod";
import {
  chargeKindSchema,
  chargeStatusSchema,
  paymentStatusSchema,
  payoutStatusSchema,
} from "../payments/views.ts";
import { multiLineText, oneLineText } from "../schemas/text.ts";
import { TRIP_KINDS } from "../trips/kinds.ts";

/**
 * Reports of drivers who asked to be paid outside the app, and the admin's money area (payments, payouts,
 * refunds, the commission rate, the ledger's health line): request bodies and answers, shared by the API and
 * the web.
 */

export const REPORT_NOTE_MAX = 500;
export const REFUND_REASON_MAX = 500;
/** The highest commission rate an admin may set, in percent. */
export const COMMISSION_MAX_PERCENT = 50;

export const REPORT_MESSAGES = {
  thanks: "Thank you. We will look into it and tell you the outcome.",
  alreadyReported: "You have already reported this trip.",
  noteTooLong: `Please keep your note under ${REPORT_NOTE_MAX} characters.`,
  noDriver: "You can report a trip once a driver has taken it.",
  notFound: "Report not found.",
  alreadyDecided: "This report has already been decided.",
  driverNotFound: "Driver not found.",
  notSuspended: "This driver is not suspended.",
  suspended:
    "Your account is suspended after a report that you asked a rider to pay outside the app. Please contact CampusGo support.",
} as const;

export const ADMIN_PAYMENT_MESSAGES = {
  giveReason: "Please give a reason for the refund",
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX} characters`,
  enterAmount: "Enter an amount",
  wholeAmount: "Enter a whole amount in kobo",
  chooseDestination: "Choose where the refund goes: the wallet or the card",
  refunded: "Refund recorded. The rider has been told.",
  commissionRange: `The commission must be between 0% and ${COMMISSION_MAX_PERCENT}%`,
  commissionDecimals: "Use at most two decimal places",
  commissionSaved: "Commission rate saved. It applies to the next trip paid.",
  chooseAction: "Choose warn, suspend or dismiss",
  decided: {
    warn: "The driver has been warned. The rider has been told.",
    suspend: "The driver is suspended. The rider has been told.",
    dismiss: "Report closed. The rider has been told.",
  },
  suspensionLifted: "Suspension lifted. The driver can go online again and has been told.",
} as const;

const freeText = (max: number, tooLong: string) =>
  multiLineText()
    .max(max, { error: tooLong })
    .optional()
    .transform((v) => v || undefined);

/** POST /api/payments/rides/:id/report: a rider reports a driver who asked to be paid outside the app. */
export const reportTripSchema = z.object({
  note: freeText(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong),
});
export type ReportTrip = z.input<typeof reportTripSchema>;

export const paymentReportStatusSchema = z.enum(["open", "warned", "suspended", "dismissed"]);
export type PaymentReportStatus = z.infer<typeof paymentReportStatusSchema>;

/** The rider's own report of a trip, as GET /api/payments/rides/:id/report answers. */
export const myPaymentReportSchema = z.object({
  status: paymentReportStatusSchema,
  createdAt: z.string(),
});
export type MyPaymentReport = z.infer<typeof myPaymentReportSchema>;

/** Someone a money record belongs to, as admins see them (null once the account is gone). */
export const adminPersonSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const paymentPurposeSchema = z.enum(["ride", "topup"]);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

export const refundDestinationSchema = z.enum(["wallet", "card"], {
  error: ADMIN_PAYMENT_MESSAGES.chooseDestination,
});
export type RefundDestination = z.infer<typeof refundDestinationSchema>;

/**
 * done (to the wallet), pending (a card refund asked of the gateway, or to be asked again), processed (the card
 * got it), failed (the gateway refused every attempt: the refund was undone and can be made again).
 */
export const refundStatusSchema = z.enum(["done", "pending", "processed", "failed"]);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

export const adminRefundSchema = z.object({
  id: z.string(),
  rideId: z.string(),
  amountKobo: z.number().int(),
  reason: z.string(),
  destination: refundDestinationSchema,
  status: refundStatusSchema,
  /** Card refunds: how many times the gateway was asked. */
  attempts: z.number().int(),
  /** Card refunds: when the gateway will be asked again after a refusal (null: not to be asked again). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** What is left to refund of a trip, once paid. */
export const adminTripMoneySchema = z.object({
  /** The trip's id, of either kind. */
  rideId: z.string(),
  tripKind: z.enum(TRIP_KINDS),
  pickupName: z.string(),
  destName: z.string(),
  kind: chargeKindSchema,
  status: chargeStatusSchema,
  amountKobo: z.number().int(),
  refundedKobo: z.number().int(),
  /** The platform's part, fixed when paid. */
  commissionKobo: z.number().int().nullable(),
  /** "wallet", or the gateway's channel; null while owed. */
  method: z.string().nullable(),
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the card can take a refund (paid through the gateway, not from the wallet). */
  cardRefundable: z.boolean(),
  rider: adminPersonSchema.nullable(),
  driver: adminPersonSchema.nullable(),
  /** The trip's refunds, newest first. */
  refunds: z.array(adminRefundSchema),
  /** What the trip's open hold holds of the driver's share (0 with no open hold): a refund takes from it first. */
  heldKobo: z.number().int(),
  /** The driver's available earnings now (below zero: they owe a refund); null once the account is gone. */
  driverAvailableKobo: z.number().int().nullable(),
});
export type AdminTripMoney = z.infer<typeof adminTripMoneySchema>;

/** One payment through the gateway (a trip's fare or a wallet top-up). */
export const adminPaymentItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  purpose: paymentPurposeSchema,
  status: paymentStatusSchema,
  amountKobo: z.number().int(),
  channel: z.string().nullable(),
  /** Paid for a trip already paid: the amount went to the wallet. */
  creditedToWallet: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  user: adminPersonSchema.nullable(),
  /** The trip it paid for, with what is left to refund (ride payments only). */
  trip: adminTripMoneySchema.nullable(),
});
export type AdminPaymentItem = z.infer<typeof adminPaymentItemSchema>;

export const adminPayoutItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: payoutStatusSchema,
  amountKobo: z.number().int(),
  bankName: z.string(),
  accountNumberEnd: z.string(),
  accountName: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  driver: adminPersonSchema.nullable(),
});
export type AdminPayoutItem = z.infer<typeof adminPayoutItemSchema>;

/** POST /api/admin/trips/:rideId/refund. */
export const refundTripSchema = z.object({
  amountKobo: z
    .number({ error: ADMIN_PAYMENT_MESSAGES.enterAmount })
    .int({ error: ADMIN_PAYMENT_MESSAGES.wholeAmount })
    .positive({ error: ADMIN_PAYMENT_MESSAGES.enterAmount }),
  reason: oneLineText({ error: ADMIN_PAYMENT_MESSAGES.giveReason })
    .min(3, { error: ADMIN_PAYMENT_MESSAGES.giveReason })
    .max(REFUND_REASON_MAX, { error: ADMIN_PAYMENT_MESSAGES.reasonTooLong }),
  destination: refundDestinationSchema,
});
export type RefundTrip = z.input<typeof refundTripSchema>;

export const reportActionSchema = z.enum(["warn", "suspend", "dismiss"], {
  error: ADMIN_PAYMENT_MESSAGES.chooseAction,
});
export type ReportAction = z.infer<typeof reportActionSchema>;

/** POST /api/admin/payment-reports/:id/decision; the note is for admins only (kept in the audit log). */
export const reportDecisionSchema = z.object(
  {
    action: reportActionSchema,
    note: freeText(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong),
  },
  { error: ADMIN_PAYMENT_MESSAGES.chooseAction },
);
export type ReportDecision = z.input<typeof reportDecisionSchema>;

/** A report in the admin's queue, with the trip it is about. */
export const adminPaymentReportSchema = z.object({
  id: z.string(),
  status: paymentReportStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  ride: z.object({
    id: z.string(),
    status: z.string(),
    pickupName: z.string(),
    destName: z.string(),
    /** When the trip was booked (or set for, when booked ahead). */
    at: z.string(),
    /** The agreed amount, once there is one. */
    amountKobo: z.number().int().nullable(),
    /** How the trip's charge stands: owed, paid, or null when nothing was charged. */
    chargeStatus: chargeStatusSchema.nullable(),
  }),
  rider: adminPersonSchema.nullable(),
  driver: adminPersonSchema.nullable(),
  /** Every report ever made against this driver, this one included. */
  driverReports: z.number().int(),
  /** Whether the driver is suspended now (by this or an earlier report). */
  driverSuspended: z.boolean(),
});
export type AdminPaymentReport = z.infer<typeof adminPaymentReportSchema>;

export const commissionViewSchema = z.object({
  /** Basis points: 1000 = 10%. */
  bps: z.number().int(),
  percent: z.number(),
  updatedAt: z.string().nullable(),
});
export type CommissionView = z.infer<typeof commissionViewSchema>;

/** PUT /api/admin/settings/commission: a percent from 0 to 50, to the hundredth. */
export const commissionBodySchema = z.object(
  {
    percent: z
      .number({ error: ADMIN_PAYMENT_MESSAGES.commissionRange })
      .min(0, { error: ADMIN_PAYMENT_MESSAGES.commissionRange })
      .max(COMMISSION_MAX_PERCENT, { error: ADMIN_PAYMENT_MESSAGES.commissionRange })
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, {
        error: ADMIN_PAYMENT_MESSAGES.commissionDecimals,
      }),
  },
  { error: ADMIN_PAYMENT_MESSAGES.commissionRange },
);
export type CommissionBody = z.input<typeof commissionBodySchema>;

/** The ledger's health line: every entry sums to zero; what the platform holds for whom. */
export const ledgerHealthSchema = z.object({
  /** The sum of every entry: always 0. */
  sumKobo: z.number().int(),
  /** What riders' wallets hold. */
  walletsKobo: z.number().int(),
  /** What drivers have earned and not yet withdrawn. */
  driversKobo: z.number().int(),
  /** The platform's commission. */
  commissionKobo: z.number().int(),
  /** Payouts asked of the gateway and not yet settled. */
  inTransitKobo: z.number().int(),
  /** Drivers' earnings held while their trips are reviewed. */
  heldKobo: z.number().int(),
  /** Completed trips with an agreed amount but no charge: always 0 (a charge is written with the completion). */
  unchargedTrips: z.number().int(),
});
export type LedgerHealth = z.infer<typeof ledgerHealthSchema>;
