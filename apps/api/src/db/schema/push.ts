import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";

/**
 * A browser's Web Push subscription (docs/decisions/0025-web-push.md): where its push service takes messages for
 * it and the keys to encrypt them with. One per signed-in browser (its session): it goes when that browser logs
 * out or its session ends otherwise, when the push service says it is gone (404, 410), and with the account.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser (a capability: whoever has it can send to the browser). */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url), to encrypt messages for it (RFC 8291). */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** When the push service will end the subscription, if it said. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    uniqueIndex("push_subscriptions_session_key").on(t.sessionId),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
