import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

/*
 * Dispatch and offers, shared by every kind of trip (docs/decisions/0029-the-trip-core.md): a trip's request goes
 * to drivers, drivers answer with prices, the one who books it accepts one.
 */

export const offerStatusEnum = pgEnum("offer_status", [
  "pending",
  "accepted",
  "declined",
  "withdrawn",
  "expired",
  "lost",
]);

/** A driver's price for a trip. */
export const offers = pgTable(
  "offers",
  {
    id: id(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: offerStatusEnum("status").notNull().default("pending"),
    amountKobo: integer("amount_kobo").notNull(),
    etaS: integer("eta_s").notNull(),
    distanceM: integer("distance_m").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A driver has at most one pending offer per trip; a trip at most one accepted offer.
    uniqueIndex("offers_trip_driver_pending_key").on(t.tripId, t.driverId).where(sql`status = 'pending'`),
    uniqueIndex("offers_trip_accepted_key").on(t.tripId).where(sql`status = 'accepted'`),
    index("offers_trip_idx").on(t.tripId, t.status),
    index("offers_driver_idx").on(t.driverId, t.status),
    index("offers_pending_expiry_idx").on(t.expiresAt).where(sql`status = 'pending'`),
  ],
);

/** Which drivers a trip's request was sent to, in which search round (and how far from the pickup they were). */
export const tripDispatches = pgTable(
  "trip_dispatches",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    round: integer("round").notNull().default(0),
    radiusM: integer("radius_m").notNull(),
    distanceToPickupM: integer("distance_to_pickup_m").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.driverId], name: "trip_dispatches_pkey" }),
    index("trip_dispatches_driver_idx").on(t.driverId, t.sentAt),
  ],
);

export type Offer = typeof offers.$inferSelect;
