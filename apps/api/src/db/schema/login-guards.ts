import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed password logins per account ("user:<id>") or, for identifiers without an account, per normalised
 * identifier ("email:ada@example.com", "phone:08012345678"), across every instance of the server
 * (docs/decisions/0007-login-throttling.md).
 */
export const loginGuards = pgTable("login_guards", {
  key: text("key").primaryKey(),
  /** Tries counted since the last lock ran out (a try counts until its password is proved right). */
  failures: integer("failures").notNull().default(0),
  /** Locks so far in this streak; each one doubles the next. */
  locks: integer("locks").notNull().default(0),
  lastTryAt: timestamp("last_try_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export type LoginGuard = typeof loginGuards.$inferSelect;
