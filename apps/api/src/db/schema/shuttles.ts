import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

/**
 * A campus shuttle line (docs/decisions/0031-shuttle-lines.md): its name and colour, its opening hours and how
 * often a bus comes, and its flat fare. Its stops, fares between stops, alerts and drivers are rows of their own.
 */
export const shuttleLines = pgTable(
  "shuttle_lines",
  {
    id: id(),
    name: text("name").notNull(),
    colour: text("colour").notNull(),
    /** After the last stop a bus goes back to the first. */
    loop: boolean("loop").notNull().default(true),
    /** "HH:MM", West Africa Time. */
    opensAt: text("opens_at").notNull(),
    closesAt: text("closes_at").notNull(),
    headwayMin: integer("headway_min").notNull(),
    flatFareKobo: integer("flat_fare_kobo").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("shuttle_lines_name_key").on(sql`lower(${t.name})`),
    check("shuttle_lines_fare_check", sql`${t.flatFareKobo} >= 0`),
    check("shuttle_lines_headway_check", sql`${t.headwayMin} > 0`),
  ],
);

/** The stops of a line, in the order a bus calls at them. A stop keeps its id while the line is edited. */
export const shuttleStops = pgTable(
  "shuttle_stops",
  {
    id: id(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => shuttleLines.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  // An edit of the line first moves its stops out of the way (negative positions), then gives the new order.
  (t) => [uniqueIndex("shuttle_stops_line_position_key").on(t.lineId, t.position)],
);

/** A fare between two stops of a line, over its flat fare. */
export const shuttleFares = pgTable(
  "shuttle_fares",
  {
    fromStopId: uuid("from_stop_id")
      .notNull()
      .references(() => shuttleStops.id, { onDelete: "cascade" }),
    toStopId: uuid("to_stop_id")
      .notNull()
      .references(() => shuttleStops.id, { onDelete: "cascade" }),
    amountKobo: integer("amount_kobo").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fromStopId, t.toStopId] }),
    check("shuttle_fares_amount_check", sql`${t.amountKobo} >= 0`),
  ],
);

/** A service alert on a line (a detour, no service): in force until an admin ends it. */
export const shuttleAlerts = pgTable(
  "shuttle_alerts",
  {
    id: id(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => shuttleLines.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("shuttle_alerts_line_idx").on(t.lineId, t.createdAt),
    check("shuttle_alerts_kind_check", sql`${t.kind} in ('detour', 'no_service')`),
  ],
);

/** The drivers (with a Shuttle Bus or a Regular Bus) an admin assigned to a line. */
export const shuttleLineDrivers = pgTable(
  "shuttle_line_drivers",
  {
    lineId: uuid("line_id")
      .notNull()
      .references(() => shuttleLines.id, { onDelete: "cascade" }),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.driverId] }),
    index("shuttle_line_drivers_driver_idx").on(t.driverId),
  ],
);

export type ShuttleLine = typeof shuttleLines.$inferSelect;
export type ShuttleStop = typeof shuttleStops.$inferSelect;
export type ShuttleAlert = typeof shuttleAlerts.$inferSelect;

/**
 * A run of a line by one of its drivers: a trip of the core (its id is the trip's), its status changed only
 * through the kernel, which keeps it the driver's one job while it runs.
 */
export const shuttleRuns = pgTable(
  "shuttle_runs",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => trips.id, { onDelete: "cascade" }),
    lineId: uuid("line_id")
      .notNull()
      .references(() => shuttleLines.id, { onDelete: "cascade" }),
    driverId: uuid("driver_id").references(() => users.id, { onDelete: "set null" }),
    /** ready, running, ended. */
    status: text("status").notNull(),
    /** The bus's seat count when the run started: what it can sell. */
    seats: integer("seats").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shuttle_runs_line_idx").on(t.lineId, t.status),
    index("shuttle_runs_driver_idx").on(t.driverId, t.status),
    check("shuttle_runs_status_check", sql`${t.status} in ('ready', 'running', 'ended')`),
    check("shuttle_runs_seats_check", sql`${t.seats} > 0`),
  ],
);

export type ShuttleRun = typeof shuttleRuns.$inferSelect;

/**
 * A seat on a run from one stop to another (by their places on the line), paid from the rider's wallet. Its
 * boarding code is shown to the rider and checked when the driver boards them, wrong tries counted on the seat.
 */
export const seatBookings = pgTable(
  "seat_bookings",
  {
    id: id(),
    runId: uuid("run_id")
      .notNull()
      .references(() => shuttleRuns.id, { onDelete: "cascade" }),
    riderId: uuid("rider_id").references(() => users.id, { onDelete: "set null" }),
    fromStopId: uuid("from_stop_id").notNull(),
    toStopId: uuid("to_stop_id").notNull(),
    fromPosition: integer("from_position").notNull(),
    toPosition: integer("to_position").notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    commissionKobo: integer("commission_kobo").notNull(),
    /** reserved, boarded, alighted, cancelled, missed. */
    status: text("status").notNull().default("reserved"),
    code: text("code").notNull(),
    boardTries: integer("board_tries").notNull().default(0),
    boardPausedUntil: timestamp("board_paused_until", { withTimezone: true }),
    boardedAt: timestamp("boarded_at", { withTimezone: true }),
    /** When the bus reached where the rider gets off (or its run ended with them on board). */
    alightedAt: timestamp("alighted_at", { withTimezone: true }),
    /** When the rider was told the bus is two stops away (once). */
    nearNotifiedAt: timestamp("near_notified_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("seat_bookings_run_idx").on(t.runId, t.status),
    index("seat_bookings_rider_idx").on(t.riderId, t.createdAt),
    check(
      "seat_bookings_status_check",
      sql`${t.status} in ('reserved', 'boarded', 'alighted', 'cancelled', 'missed')`,
    ),
    check("seat_bookings_stretch_check", sql`${t.fromPosition} < ${t.toPosition}`),
  ],
);

export type SeatBooking = typeof seatBookings.$inferSelect;
