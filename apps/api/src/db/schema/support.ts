import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

/**
 * A conversation between a user and support (docs/decisions/0036-support-timeline-inbox.md), started from
 * Settings' Contact us or from one of the user's trips (then attached to it). `open` waits for support,
 * `in_progress` has support's answer and waits for the user, `closed` was closed by an admin (a new message from
 * the user opens it again).
 */
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The trip it is about, when sent from one of the user's bookings. */
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "set null" }),
    tripKind: text("trip_kind"),
    /** ride, delivery, payment, account, safety, other. */
    topic: text("topic").notNull(),
    subject: text("subject").notNull(),
    status: text("status").notNull().default("open"),
    /** Who wrote last: user or support. */
    lastFrom: text("last_from").notNull().default("user"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("support_conversations_user_idx").on(t.userId, t.lastMessageAt),
    index("support_conversations_status_idx").on(t.status, t.lastMessageAt),
    index("support_conversations_trip_idx").on(t.tripId),
    check("support_conversations_status_known", sql`${t.status} in ('open', 'in_progress', 'closed')`),
    check("support_conversations_last_from_known", sql`${t.lastFrom} in ('user', 'support')`),
  ],
);

/** One message of a conversation: the user's or an admin's (then `from` is support), in the order written. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: id(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** user, support. */
    from: text("from").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("support_messages_author_idx").on(t.authorId, t.createdAt),
    check("support_messages_from_known", sql`${t.from} in ('user', 'support')`),
  ],
);

export type SupportConversation = typeof supportConversations.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
