import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
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
  (t) => [check("trips_kind_check", sql`${t.kind} in ('ride', 'delivery')`)],
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

export type Trip = typeof trips.$inferSelect;
export type TripEventRow = typeof tripEvents.$inferSelect;
