import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/** Every mail the app sent, kept when the outbox is on (development, demo, tests): listed at /dev/mail. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_recipient_idx").on(t.recipient),
  ],
);

/**
 * When a kind of mail was last sent to an address ("activation:ada@example.com"), so resends can be throttled
 * per address across every instance of the server.
 */
export const mailThrottles = pgTable("mail_throttles", {
  key: text("key").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});

export type OutboxMail = typeof mailOutbox.$inferSelect;
