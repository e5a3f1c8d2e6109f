import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

/**
 * A ledger account ("wallet:<user>", "driver:<user>", "gateway:clearing"...). Its row is only a lock: a
 * movement that takes money out of a wallet or earnings locks the row first, so concurrent spends queue.
 * Balances are never stored: they are the sum of the account's entries.
 */
export const ledgerAccounts = pgTable("ledger_accounts", {
  account: text("account").primaryKey(),
  createdAt: createdAt(),
});

/** One movement of money: its entries sum to zero. Never updated or deleted. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: id(),
    /** What moved the money: topup, ride_payment, ride_overpayment, payout, payout_sent, payout_returned, refund... */
    kind: text("kind").notNull(),
    /** Plain ids, not foreign keys: the ledger outlives what it points at and is never updated. */
    tripId: uuid("trip_id"),
    paymentId: uuid("payment_id"),
    payoutId: uuid("payout_id"),
    refundId: uuid("refund_id"),
    memo: text("memo"),
    createdAt: createdAt(),
  },
  (t) => [index("ledger_transactions_trip_idx").on(t.tripId)],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text("account")
      .notNull()
      .references(() => ledgerAccounts.account),
    /** Signed kobo: what the platform owes the account's holder goes up with a positive amount. */
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.account, t.createdAt),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    check("ledger_entries_nonzero", sql`${t.amountKobo} <> 0`),
  ],
);

/** A payment through the gateway: a trip's fare or a wallet top-up. The reference is ours and unique. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    reference: text("reference").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** "ride" (a trip of any kind) or "topup". */
    purpose: text("purpose").notNull(),
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "set null" }),
    amountKobo: integer("amount_kobo").notNull(),
    currency: text("currency").notNull().default("NGN"),
    /** pending, success, failed. */
    status: text("status").notNull().default("pending"),
    authorizationUrl: text("authorization_url"),
    /** The gateway's channel once paid (card, bank_transfer, ussd...). */
    channel: text("channel"),
    /** Set when the money went to the wallet instead (the trip was already paid). */
    creditedToWallet: integer("credited_to_wallet").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the follow-up job last asked the gateway about this checkout while it was pending (null: never). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_reference_key").on(t.reference),
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_trip_idx").on(t.tripId),
    // One open checkout per trip: two taps, or two tabs, are sent to the same one.
    uniqueIndex("payments_trip_open_key").on(t.tripId).where(sql`status = 'pending' and purpose = 'ride'`),
    index("payments_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    check("payments_amount_positive", sql`${t.amountKobo} > 0`),
  ],
);

/**
 * What a rider owes for a trip: the agreed amount of a completed trip, or the cancellation fee. One per trip.
 * "owed" until paid from the wallet or through the gateway.
 */
export const tripCharges = pgTable(
  "trip_charges",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    riderId: uuid("rider_id").references(() => users.id, { onDelete: "set null" }),
    driverId: uuid("driver_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * "fare" or "cancellation_fee", one of them per trip; and "return_fee", a package brought back to its sender
     * (charged beside the delivery's fare).
     */
    kind: text("kind").notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    /** The platform's part, fixed when paid (the commission rate may change later). */
    commissionKobo: integer("commission_kobo"),
    /** owed, paid. */
    status: text("status").notNull().default("owed"),
    /** wallet, or the gateway's channel (card, bank_transfer...). */
    method: text("method"),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    reference: text("reference"),
    refundedKobo: integer("refunded_kobo").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.kind], name: "trip_charges_pkey" }),
    index("trip_charges_rider_owed_idx").on(t.riderId).where(sql`status = 'owed'`),
    check("trip_charges_amount_positive", sql`${t.amountKobo} > 0`),
  ],
);

/**
 * A driver's share of a trip held back (not payable) while the trip is reviewed: a trip ended short, or one the
 * rider flagged. Released when an admin decides (keep, adjust, refund) or when its window passes. `heldKobo` is
 * what sits in the driver's held account for it now.
 */
export const earningsHolds = pgTable(
  "earnings_holds",
  {
    tripId: uuid("trip_id")
      .primaryKey()
      .references(() => trips.id, { onDelete: "cascade" }),
    driverId: uuid("driver_id").references(() => users.id, { onDelete: "set null" }),
    /** ended_short, flagged. */
    reason: text("reason").notNull(),
    /**
     * held; then released (its window, EARNINGS_HOLD_HOURS from when it was made, passed), kept, adjusted or
     * refunded (an admin decided).
     */
    status: text("status").notNull().default("held"),
    heldKobo: integer("held_kobo").notNull().default(0),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The admin's reason for the decision. */
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("earnings_holds_open_idx").on(t.createdAt).where(sql`status = 'held'`),
    index("earnings_holds_driver_idx").on(t.driverId),
    check("earnings_holds_held_nonnegative", sql`${t.heldKobo} >= 0`),
  ],
);

/** A driver's withdrawal of earnings to the bank account of their KYC. */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    reference: text("reference").notNull(),
    driverId: uuid("driver_id").references(() => users.id, { onDelete: "set null" }),
    amountKobo: integer("amount_kobo").notNull(),
    /** pending (asked of the gateway), success, failed, reversed. */
    status: text("status").notNull().default("pending"),
    bankName: text("bank_name").notNull(),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    recipientCode: text("recipient_code"),
    transferCode: text("transfer_code"),
    failureReason: text("failure_reason"),
    /** When the follow-up job last asked the gateway about a payout still pending (null: never asked). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payouts_reference_key").on(t.reference),
    index("payouts_driver_idx").on(t.driverId, t.createdAt),
    index("payouts_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    check("payouts_amount_positive", sql`${t.amountKobo} > 0`),
  ],
);

/** An admin's refund of (part of) a paid trip, with the reason; to the wallet or back to the card. */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    amountKobo: integer("amount_kobo").notNull(),
    reason: text("reason").notNull(),
    /** wallet or card. */
    destination: text("destination").notNull(),
    /**
     * done (wallet), pending (asked of the gateway, or to be asked again), processed, failed (the gateway
     * refused every attempt: the refund was undone).
     */
    status: text("status").notNull(),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    /** Card refunds: how many times the gateway was asked. */
    attempts: integer("attempts").notNull().default(0),
    /** Card refunds the gateway refused: when to ask again (null: accepted by the gateway, or settled). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** Why the gateway refused the last attempt. */
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("refunds_trip_idx").on(t.tripId),
    index("refunds_retry_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending' and next_attempt_at is not null`),
    check("refunds_amount_positive", sql`${t.amountKobo} > 0`),
  ],
);

/**
 * Every webhook event received, once: the key is the event name and its object's reference, so a repeated
 * delivery finds its row and changes nothing. The worker applies it and records the outcome.
 */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    id: id(),
    eventKey: text("event_key").notNull(),
    event: text("event").notNull(),
    reference: text("reference"),
    payload: jsonb("payload").notNull(),
    /** received, applied, ignored, deferred (a charge.success the gateway's verify did not confirm yet). */
    status: text("status").notNull().default("received"),
    outcome: text("outcome"),
    receivedAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("gateway_events_key").on(t.eventKey)],
);

/** Platform settings an admin can change (one row). */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** The platform's commission on each paid trip, in basis points (1000 = 10%). */
    commissionBps: integer("commission_bps").notNull().default(1000),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("payment_settings_one_row", sql`${t.id} = 1`),
    check("payment_settings_commission", sql`${t.commissionBps} between 0 and 5000`),
  ],
);

/** A rider's report of a driver who asked to be paid outside the app. */
export const paymentReports = pgTable(
  "payment_reports",
  {
    id: id(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    riderId: uuid("rider_id").references(() => users.id, { onDelete: "set null" }),
    driverId: uuid("driver_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    /** open, warned, suspended, dismissed. */
    status: text("status").notNull().default("open"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_reports_trip_rider_key").on(t.tripId, t.riderId),
    index("payment_reports_status_idx").on(t.status, t.createdAt),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type TripCharge = typeof tripCharges.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
export type GatewayEvent = typeof gatewayEvents.$inferSelect;
export type PaymentReport = typeof paymentReports.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type EarningsHold = typeof earningsHolds.$inferSelect;

/**
 * The development sandbox's own records (modules/payments/sandbox): what a real gateway would keep on its side
 * (transactions, transfers, refunds), stored here so any instance can answer for them. Unused with Paystack.
 */
export const gatewaySandbox = pgTable("gateway_sandbox", {
  /** A transaction's reference, an access code, a transfer or recipient code. */
  id: text("id").primaryKey(),
  /** transaction, recipient, transfer, refund. */
  kind: text("kind").notNull(),
  data: jsonb("data").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
