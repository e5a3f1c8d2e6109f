import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * One row per user action sent with an `Idempotency-Key` (docs/decisions/0018-offline-and-idempotency.md):
 * the first request claims the key (the primary key makes racers on any instance wait for it), and its answer
 * is kept for a day so a repeat gets the same answer without applying the action again.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** "POST /api/rides/:id/offers": the route the key was first used on. */
    route: text("route").notNull(),
    /** SHA-256 of the method, path and validated body: a repeat must be the same request. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is being handled. */
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the current holder claimed it: a claim left by a crashed instance can be taken over later. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);

export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
