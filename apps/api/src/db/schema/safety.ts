import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

/**
 * The people a rider trusts to follow their trips (docs/decisions/0032-trip-safety-sharing.md): up to
 * TRUSTED_CONTACTS_MAX per rider (counted under a lock of the rider's row), each a name, a Nigerian mobile number
 * in E.164 (the link goes by text) and an optional e-mail address. They go with the account.
 */
export const trustedContacts = pgTable(
  "trusted_contacts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("trusted_contacts_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("trusted_contacts_user_phone_key").on(t.userId, t.phone),
  ],
);

/** A rider's safety settings; no row is every setting off. */
export const safetySettings = pgTable("safety_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Text the trusted contacts the ride's link when a ride is accepted at night. */
  nightAutoShare: boolean("night_auto_share").notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A trip its traveller shared: one row per trip, made when the link is first asked for (or texted at night). The
 * link's token is made again from the trip's id under the server's secret; only its SHA-256 is here, and the
 * link is looked up by it. `textedAt` is claimed with a compare-and-set before the contacts are texted, so they
 * get the link once per trip, whoever asks and on whichever instance.
 */
export const tripShares = pgTable(
  "trip_shares",
  {
    tripId: uuid("trip_id")
      .primaryKey()
      .references(() => trips.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    textedAt: timestamp("texted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("trip_shares_token_hash_key").on(t.tokenHash)],
);

export type TrustedContact = typeof trustedContacts.$inferSelect;
export type TripShare = typeof tripShares.$inferSelect;
