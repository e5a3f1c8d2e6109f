import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/** Where a text message is: see SmsStatus. */
export const SMS_STATUSES = ["queued", "sent", "failed", "outbox"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * Every text message the app sent or is sending (docs/decisions/0026-sms.md), so support can see what went to
 * whom: `queued` (a delivery job will send it, or is retrying), `sent` (the gateway accepted it), `failed` (the
 * gateway refused it for good, or it was given up after the last retry), `outbox` (development: kept for
 * /dev/sms, never sent). The number and the text are here only, never in the log or the job tables.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: id(),
    /** E.164, e.g. +2348031234567. */
    to: text("recipient").notNull(),
    /** What the text is for, e.g. "kyc.approved": what the log says instead of the number or the text. */
    purpose: text("purpose").notNull(),
    text: text("text").notNull(),
    status: text("status").$type<SmsStatus>().notNull(),
    /** The gateway's id of the message (Africa's Talking: messageId), once sent. */
    gatewayMessageId: text("gateway_message_id"),
    /** What the gateway said it cost, as it said it ("NGN 2.2000"). */
    cost: text("cost"),
    /** Calls made to the gateway for it. */
    attempts: integer("attempts").notNull().default(0),
    /** Why the last attempt failed (no number, no text). */
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_messages_created_idx").on(t.createdAt),
    index("sms_messages_recipient_idx").on(t.to, t.createdAt),
    check("sms_messages_status_known", sql`${t.status} IN ('queued', 'sent', 'failed', 'outbox')`),
  ],
);

export type SmsMessage = typeof smsMessages.$inferSelect;
