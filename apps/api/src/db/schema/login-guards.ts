import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed password logins per account ("user:<id>") or, for identifiers without an account, per normalised
 * identifier ("email:ada@example.com", "phone:08012345678"), and per known device of an account
 * ("device:<user id>:<device id>"), across every instance of the server (docs/decisions/0007-login-throttling.md).
 */
export const loginGuards = pgTable("login_guards", {
  key: text("key").primaryKey(),
  /** Wrong passwords since the last lock ran out. */
  failures: integer("failures").notNull().default(0),
  /**
   * Passwords being checked now. Failures and checks together never pass the limit, so a burst of tries has
   * at most that many passwords checked; the others wait for a place.
   */
  checking: integer("checking").notNull().default(0),
  /** Locks so far in this streak; each one doubles the next. */
  locks: integer("locks").notNull().default(0),
  /** The last try taken in: checks older than a while were left by a process that stopped. */
  lastTryAt: timestamp("last_try_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export type LoginGuard = typeof loginGuards.$inferSelect;
