import { RIDE_STATUSES, RIDER_ACTIVE_STATUSES } from "@campusgo/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

export const rideActorEnum = pgEnum("ride_actor", ["rider", "driver"]);

/** The upfront fare table, one row per ride type (data an admin can change). */
export const fares = pgTable("fares", {
  rideType: smallint("ride_type").primaryKey(),
  baseKobo: integer("base_kobo").notNull(),
  perKmKobo: integer("per_km_kobo").notNull(),
  perMinuteKobo: integer("per_minute_kobo").notNull(),
  waitPerMinuteKobo: integer("wait_per_minute_kobo").notNull(),
  minimumKobo: integer("minimum_kobo").notNull(),
  averageSpeedKmh: doublePrecision("average_speed_kmh").notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

export const rides = pgTable(
  "rides",
  {
    /** The trip's id (trips.id): a ride is a trip of kind "ride". */
    id: uuid("id")
      .primaryKey()
      .references(() => trips.id, { onDelete: "cascade" }),
    riderId: uuid("rider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    driverId: uuid("driver_id").references(() => users.id, { onDelete: "set null" }),
    /** One of RIDE_STATUSES (text with a check, so a new status is one migration line). */
    status: text("status", { enum: RIDE_STATUSES }).notNull(),
    rideType: smallint("ride_type").notNull(),
    pickupLat: doublePrecision("pickup_lat").notNull(),
    pickupLon: doublePrecision("pickup_lon").notNull(),
    pickupName: text("pickup_name").notNull(),
    destLat: doublePrecision("dest_lat").notNull(),
    destLon: doublePrecision("dest_lon").notNull(),
    destName: text("dest_name").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    roundTrip: boolean("round_trip").notNull().default(false),
    waitMinutes: integer("wait_minutes").notNull().default(0),
    note: text("note"),
    hasLuggage: boolean("has_luggage").notNull().default(false),
    luggagePhotoKey: text("luggage_photo_key"),
    /** The suggested fare (the fare table's, or what was usually agreed on this landmark pair). */
    fareKobo: integer("fare_kobo").notNull(),
    /** The rider's own offer (the suggested fare unless they changed it); null on rides booked before offers. */
    offerKobo: integer("offer_kobo"),
    /** "Accept the best offer up to": the server accepts for the rider while they are away. */
    autoAcceptKobo: integer("auto_accept_kobo"),
    /** The known places nearest the pickup and the destination (what the suggested fare learns by). */
    pickupLandmark: text("pickup_landmark"),
    destLandmark: text("dest_landmark"),
    /** The usual range shown when booking ("usually ₦350-₦450"), from that many recent rides. */
    usualLowKobo: integer("usual_low_kobo"),
    usualHighKobo: integer("usual_high_kobo"),
    usualRides: integer("usual_rides"),
    distanceM: integer("distance_m").notNull(),
    durationS: integer("duration_s").notNull(),
    /**
     * What the trip costs: the agreed amount, or less when it ended short (by the distance driven) or a round trip
     * ended early at the destination.
     */
    amountKobo: integer("amount_kobo"),
    /** The amount agreed when the offer was accepted (amountKobo may end lower). */
    agreedKobo: integer("agreed_kobo"),
    /** The distance driven from the start of the trip to its end, by the recorded track (ended short trips). */
    drivenM: integer("driven_m"),
    acceptedOfferId: uuid("accepted_offer_id"),
    searchRadiusM: integer("search_radius_m").notNull(),
    /** Bumped by every search-again, so drivers who saw an earlier round are asked again. */
    searchRound: integer("search_round").notNull().default(0),
    nextStepAt: timestamp("next_step_at", { withTimezone: true }),
    /** When the current round of the search began (booking, dispatch ahead, search again, release). */
    searchStartedAt: timestamp("search_started_at", { withTimezone: true }),
    searchExpiresAt: timestamp("search_expires_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    cancelledBy: rideActorEnum("cancelled_by"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** Round trips: when the driver started waiting at the destination, and when the way back began. */
    waitStartedAt: timestamp("wait_started_at", { withTimezone: true }),
    returnStartedAt: timestamp("return_started_at", { withTimezone: true }),
    /** Booked ahead: when the matched driver was reminded, and when they confirmed near the time. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Where the driver ended the trip when it was far from its end, and how far. */
    endLat: doublePrecision("end_lat"),
    endLon: doublePrecision("end_lon"),
    endedAwayM: integer("ended_away_m"),
    /** The rider flagged the trip for support. */
    flagReason: text("flag_reason"),
    flaggedAt: timestamp("flagged_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("rides_status_check", sql.raw(`status in (${RIDE_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
    // A rider holds at most one active ride (a driver one job of any kind: driver_jobs).
    uniqueIndex("rides_rider_active_key")
      .on(t.riderId)
      .where(sql.raw(`status in (${RIDER_ACTIVE_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
    index("rides_rider_created_idx").on(t.riderId, t.createdAt),
    index("rides_driver_completed_idx").on(t.driverId, t.completedAt),
    index("rides_searching_idx").on(t.nextStepAt).where(sql`status = 'searching'`),
    index("rides_scheduled_idx").on(t.scheduledAt).where(sql`status = 'scheduled'`),
    index("rides_landmarks_idx")
      .on(t.rideType, t.pickupLandmark, t.destLandmark, t.acceptedAt)
      .where(sql`amount_kobo is not null and round_trip = false`),
  ],
);

/** A driver's online switch (the live position itself is in the location index). */
export const driverPresence = pgTable("driver_presence", {
  driverId: uuid("driver_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  online: boolean("online").notNull().default(false),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Luggage pictures uploaded before booking: a ride may only use its own rider's upload. */
export const luggageUploads = pgTable(
  "luggage_uploads",
  {
    key: text("key").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rideId: uuid("ride_id").references(() => rides.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("luggage_uploads_user_idx").on(t.userId)],
);

/**
 * The driver's positions while a trip (of any kind) is assigned to them (from accepting to the end), a few seconds or metres
 * apart: what a trip ended short is priced by, and what an admin sees of a trip under review.
 */
export const tripPositions = pgTable(
  "trip_positions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("trip_positions_trip_idx").on(t.tripId, t.at)],
);

export type Ride = typeof rides.$inferSelect;
export type FareRow = typeof fares.$inferSelect;
