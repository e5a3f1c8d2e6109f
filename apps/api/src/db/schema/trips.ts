import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";

/**
 * Every trip of every kind (a ride, a delivery), by its id: the identity the shared capabilities are keyed by
 * (events, the driver's job, offers and dispatches, hand-over codes, tracks, charges). It holds no state of the
 * trip: each kind keeps its own in its own table, whose id is this one (docs/decisions/0029-the-trip-core.md).
 */
export const trips = pgTable(
  "trips",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("trips_kind_check", sql`${t.kind} in ('ride', 'delivery', 'shuttle_run')`)],
);

/**
 * Every status change of a trip, written in the transaction that makes it (the outbox): what happened, from and
 * to which status, by whom, with the event's payload. Its subscribers (socket events, notifications, dispatch,
 * jobs) run once it is committed; `publishedAt` marks the rows they have run for, `claimedUntil` the instance
 * relaying it.
 */
export const tripEvents = pgTable(
  "trip_events",
  {
    id: uuid("id").primaryKey(),
    /** The order events happened in, across trips. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    tripKind: text("trip_kind").notNull(),
    event: text("event").notNull(),
    /** Null for the booking itself. */
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** rider, sender, driver or system. */
    actor: text("actor").notNull(),
    actorId: uuid("actor_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("trip_events_trip_idx").on(t.tripId, t.seq),
    index("trip_events_unpublished_idx").on(t.claimedUntil).where(sql`published_at is null`),
  ],
);

/**
 * The one trip a driver is on now, whatever its kind: a row from the moment they head to the pickup until the trip
 * ends, written by the kernel in the transition's transaction. Its primary key is the driver: a second job at the
 * same moment is refused by the database, however the two were asked for.
 */
export const driverJobs = pgTable(
  "driver_jobs",
  {
    driverId: uuid("driver_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    tripKind: text("trip_kind").notNull(),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("driver_jobs_trip_key").on(t.tripId)],
);

/**
 * The codes a trip is handed over with: the pickup PIN the rider (or the sender) reads to the driver, the
 * drop-off code the recipient gives, the code the sender gives when a parcel comes back. Issued by the server,
 * shown only to the one who gives it, compared only on the server, each try counted before it is compared (a
 * pause after a few wrong ones), used once.
 */
export const handoverCodes = pgTable(
  "handover_codes",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    /** pickup, dropoff, return. */
    purpose: text("purpose").notNull(),
    code: text("code").notNull(),
    attempts: integer("attempts").notNull().default(0),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.purpose], name: "handover_codes_pkey" })],
);

/**
 * The proof of a hand-over (pickup, drop-off, return): the driver's photo, when and where they took it, and when
 * the server checked its code (later than `at` when the hand-over waited in the phone's offline queue). One per
 * trip and purpose: a code is used once.
 */
export const handoverProofs = pgTable(
  "handover_proofs",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    /** pickup, dropoff, return. */
    purpose: text("purpose").notNull(),
    /** The photo (an upload, re-encoded without EXIF). */
    photoKey: text("photo_key").notNull(),
    /** When the driver captured it, as their phone said (bounded by the server: never ahead of it). */
    at: timestamp("at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /** Who took the parcel: the driver at pickup, the recipient at the drop-off, the sender on a return. */
    receivedBy: text("received_by").notNull(),
    /** Sent from the offline queue. */
    queued: boolean("queued").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.purpose], name: "handover_proofs_pkey" })],
);

export type HandoverProof = typeof handoverProofs.$inferSelect;

export type Trip = typeof trips.$inferSelect;
export type TripEventRow = typeof tripEvents.$inferSelect;
