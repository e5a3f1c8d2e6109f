import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

/**
 * An automatic check of a trip under way (docs/decisions/0034-trip-checks.md): one episode of the vehicle off its
 * expected route, or standing still away from the pickup and the destination, and the question it asked the
 * rider (or sender). At most one open episode per trip and kind (the partial unique index is the compare-and-set
 * that makes a check fire once, whichever instance sees it first); it ends when the vehicle is back on the route,
 * moves again, or the trip is over, and a later episode asks again.
 */
export const tripChecks = pgTable(
  "trip_checks",
  {
    id: id(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    /** ride, delivery. */
    tripKind: text("trip_kind").notNull(),
    /** off_route, stopped. */
    kind: text("kind").notNull(),
    /** Who is asked: the ride's rider or the delivery's sender. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** asked, ok, unanswered (admins told). */
    status: text("status").notNull().default("asked"),
    /** Where the vehicle was when the check fired, and how far off (off_route) or how long still (stopped). */
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    distanceM: integer("distance_m"),
    stoppedS: integer("stopped_s"),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull(),
    answerBy: timestamp("answer_by", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("trip_checks_one_open_key").on(t.tripId, t.kind).where(sql`ended_at is null`),
    index("trip_checks_due_idx").on(t.answerBy).where(sql`status = 'asked'`),
    index("trip_checks_user_idx").on(t.userId, t.askedAt),
    index("trip_checks_asked_idx").on(t.askedAt),
    check("trip_checks_kind_known", sql`${t.kind} in ('off_route', 'stopped')`),
    check("trip_checks_status_known", sql`${t.status} in ('asked', 'ok', 'unanswered')`),
  ],
);

/**
 * The thresholds of the checks and the night hours: one row (id 1), edited by admins (audited), read on every use
 * so a change holds at once on every instance. No row: the defaults (DEFAULT_TRIP_CHECK_SETTINGS).
 */
export const tripCheckSettings = pgTable(
  "trip_check_settings",
  {
    id: smallint("id").primaryKey().default(1),
    offRouteM: integer("off_route_m").notNull(),
    stoppedMinutes: integer("stopped_minutes").notNull(),
    answerMinutes: integer("answer_minutes").notNull(),
    nightFrom: smallint("night_from").notNull(),
    nightTo: smallint("night_to").notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("trip_check_settings_one_row", sql`${t.id} = 1`),
    check(
      "trip_check_settings_hours",
      sql`${t.nightFrom} between 0 and 23 and ${t.nightTo} between 0 and 23`,
    ),
  ],
);

export type TripCheck = typeof tripChecks.$inferSelect;
