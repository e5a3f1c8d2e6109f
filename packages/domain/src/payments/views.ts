import { z } from "zod";

/** Answers of the payments API: the API validates what it sends with them, the web reads their types. */

export const chargeStatusSchema = z.enum(["owed", "paid"]);
/** What a charge is for: a trip's fare, a cancellation fee, or bringing a package back to its sender. */
export const chargeKindSchema = z.enum(["fare", "cancellation_fee", "return_fee"]);
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;
export type ChargeKind = z.infer<typeof chargeKindSchema>;

/** What a rider owes or paid for one trip. */
export const chargeViewSchema = z.object({
  rideId: z.string(),
  kind: chargeKindSchema,
  amountKobo: z.number().int(),
  status: chargeStatusSchema,
  /** "wallet", or the gateway's channel ("card", "bank_transfer"...); null while owed. */
  method: z.string().nullable(),
  reference: z.string().nullable(),
  refundedKobo: z.number().int(),
  paidAt: z.string().nullable(),
  /** Why the trip costs less than agreed ("Ended 48 km before Enugu: ₦350 of ₦7,400"), if it does. */
  priceNote: z.string().nullable(),
});
export type ChargeView = z.infer<typeof chargeViewSchema>;

/** The receipt of a paid trip (booking details and the e-mail). */
export const receiptViewSchema = z.object({
  rideId: z.string(),
  kind: chargeKindSchema,
  amountKobo: z.number().int(),
  method: z.string(),
  reference: z.string(),
  paidAt: z.string(),
  driverName: z.string().nullable(),
  plateNumber: z.string().nullable(),
  pickupName: z.string(),
  destName: z.string(),
  roundTrip: z.boolean(),
  refundedKobo: z.number().int(),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

export const walletViewSchema = z.object({
  balanceKobo: z.number().int(),
  /** The trip the rider still has to pay for, if any (booking waits until it is paid). */
  owed: z.object({ rideId: z.string(), amountKobo: z.number().int(), kind: chargeKindSchema }).nullable(),
  topUpMinKobo: z.number().int(),
  topUpMaxKobo: z.number().int(),
  history: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      amountKobo: z.number().int(),
      at: z.string(),
      rideId: z.string().nullable(),
    }),
  ),
});
export type WalletView = z.infer<typeof walletViewSchema>;

/** The gateway's checkout to send the rider to. */
export const checkoutViewSchema = z.object({ reference: z.string(), authorizationUrl: z.string() });
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

export const paymentStatusSchema = z.enum(["pending", "success", "failed"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The outcome of a checkout, as the return page shows it. */
export const paymentResultViewSchema = z.object({
  reference: z.string(),
  purpose: z.enum(["ride", "topup"]),
  status: paymentStatusSchema,
  amountKobo: z.number().int(),
  rideId: z.string().nullable(),
  /** Paid while the trip was already paid: the amount went to the wallet. */
  creditedToWallet: z.boolean(),
});
export type PaymentResultView = z.infer<typeof paymentResultViewSchema>;

export const payoutStatusSchema = z.enum(["pending", "success", "failed", "reversed"]);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const payoutViewSchema = z.object({
  id: z.string(),
  amountKobo: z.number().int(),
  status: payoutStatusSchema,
  bankName: z.string(),
  accountNumberEnd: z.string(),
  reference: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutView = z.infer<typeof payoutViewSchema>;

/** A driver's money, from the ledger. */
export const earningsViewSchema = z.object({
  /** What the driver may withdraw; below zero when a refund took more than they had (repaid from the next trips). */
  availableKobo: z.number().int(),
  /** Earnings of trips under review: theirs, not payable until the review ends. */
  heldKobo: z.number().int(),
  inTransitKobo: z.number().int(),
  todayKobo: z.number().int(),
  weekKobo: z.number().int(),
  commissionTakenKobo: z.number().int(),
  commissionBps: z.number().int(),
  payoutMinKobo: z.number().int(),
  trips: z.array(
    z.object({
      /** The trip's id, whatever its kind. */
      rideId: z.string(),
      /** A ride, or a package delivery. */
      kind: z.enum(["ride", "delivery"]),
      pickupName: z.string(),
      destName: z.string(),
      paidAt: z.string(),
      amountKobo: z.number().int(),
      commissionKobo: z.number().int(),
      earnedKobo: z.number().int(),
      /** Why the trip costs less than agreed (RideView.priceNote), if it does. */
      priceNote: z.string().nullable(),
      /** The trip is under review: its earnings are on hold until then (or an admin's decision). */
      onHoldUntil: z.string().nullable(),
      /**
       * Earnings held with no end date: "until_done", a delivery paid before it is made, until the server has
       * checked its last hand-over; "disputed", one whose hand-over failed that check, until an admin decides.
       */
      heldFor: z.enum(["until_done", "disputed"]).nullable(),
    }),
  ),
  payouts: z.array(payoutViewSchema),
});
export type EarningsView = z.infer<typeof earningsViewSchema>;

/** The bank account a driver's payouts go to (GET/PUT /driver/bank-account). */
export const bankAccountViewSchema = z.object({
  /** Whether the driver may change it here (their verification is approved; before, the wizard holds it). */
  canChange: z.boolean(),
  bankName: z.string().nullable(),
  /** "••••6789". */
  accountNumberMasked: z.string().nullable(),
  accountName: z.string().nullable(),
  /** When it was last changed after approval; payouts to it start at payoutsFrom. */
  changedAt: z.string().nullable(),
  payoutsFrom: z.string().nullable(),
});
export type BankAccountView = z.infer<typeof bankAccountViewSchema>;
