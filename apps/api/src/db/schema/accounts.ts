import {
  type AnyPgColumn,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

export const roleEnum = pgEnum("role", ["passenger", "driver", "admin"]);

/** What an admin may do (decision 0035); super_admin passes every admin route. */
export const adminRightEnum = pgEnum("admin_right", ["support", "finance", "operations", "super_admin"]);

export const users = pgTable(
  "users",
  {
    id: id(),
    role: roleEnum("role").notNull().default("passenger"),
    fullName: text("full_name").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    city: text("city"),
    /** Upload key of the profile picture. */
    profileImage: text("profile_image"),
    /** Set when the account is activated (activation link, Google sign-in or a recovery code). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** An admin's right; null for riders and drivers (an admin without one is refused every admin route). */
    adminRight: adminRightEnum("admin_right"),
    /**
     * Set while a rider is suspended by an admin: they can sign in and read why, but cannot book a ride, a
     * delivery or a seat. A driver's suspension lives on driver_profiles (it also keeps them offline).
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedBy: uuid("suspended_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Why the rider is suspended, in the words they see in the app and in the e-mail. */
    suspendedReason: text("suspended_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phoneNumber),
    uniqueIndex("users_google_sub_key").on(t.googleSub),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** E-mailed activation links: single use, expiring; only the token's hash is stored. */
export const activationTokens = pgTable(
  "activation_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("activation_tokens_token_hash_key").on(t.tokenHash),
    index("activation_tokens_user_idx").on(t.userId),
  ],
);

/**
 * Password-recovery codes. The code is stored as a keyed hash; the flow is tied to one browser by the hash of
 * the random token in its recovery cookie.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    browserTokenHash: text("browser_token_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("otp_codes_browser_token_hash_key").on(t.browserTokenHash),
    index("otp_codes_user_idx").on(t.userId),
  ],
);

/** A new e-mail address waiting for confirmation through a link sent to it. */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Stored lower-cased. */
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_changes_token_hash_key").on(t.tokenHash),
    index("email_changes_user_idx").on(t.userId),
  ],
);

export type User = typeof users.$inferSelect;
export type ActivationToken = typeof activationTokens.$inferSelect;
export type OtpCode = typeof otpCodes.$inferSelect;
export type EmailChange = typeof emailChanges.$inferSelect;
