import {
  DECLARED_VALUE_MAX_KOBO,
  DELIVERY_ACTIVE_MAX,
  DELIVERY_STATUSES,
  PARCEL_CATEGORIES,
  PARCEL_SIZES,
  SENDER_ACTIVE_DELIVERY_STATUSES,
} from "@campusgo/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
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
import { createdAt, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A package delivery ("way-billing"): a trip of kind "delivery" (docs/api-deliveries.md). Its state is its own;
 * what every kind shares (events, the driver's job, hand-over codes, offers, tracks, charges) is keyed by its id.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    /** The trip's id (trips.id): a delivery is a trip of kind "delivery". */
    id: uuid("id")
      .primaryKey()
      .references(() => trips.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null until a driver's price is accepted. */
    driverId: uuid("driver_id").references(() => users.id, { onDelete: "set null" }),
    /** One of DELIVERY_STATUSES (text with a check, so a new status is one migration line). */
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    /**
     * Which of the sender's DELIVERY_ACTIVE_MAX places the delivery holds while it is active: unique per sender
     * among active deliveries, so the database itself bounds how many a sender has going at once.
     */
    activeSlot: smallint("active_slot").notNull(),
    pickupLat: doublePrecision("pickup_lat").notNull(),
    pickupLon: doublePrecision("pickup_lon").notNull(),
    pickupName: text("pickup_name").notNull(),
    dropoffLat: doublePrecision("dropoff_lat").notNull(),
    dropoffLon: doublePrecision("dropoff_lon").notNull(),
    dropoffName: text("dropoff_name").notNull(),
    category: text("category", { enum: PARCEL_CATEGORIES }).notNull(),
    size: text("size", { enum: PARCEL_SIZES }).notNull(),
    /** The parcel's photo (an upload of the sender's, re-encoded). */
    photoKey: text("photo_key").notNull(),
    declaredValueKobo: integer("declared_value_kobo").notNull().default(0),
    recipientName: text("recipient_name").notNull(),
    /** E.164 (+234...). */
    recipientPhone: text("recipient_phone").notNull(),
    note: text("note"),
    fragile: boolean("fragile").notNull().default(false),
    scheduledAt: at("scheduled_at"),
    /** The suggested price (the Keke fare of the road times the size's factor). */
    fareKobo: integer("fare_kobo").notNull(),
    /** The sender's own offer within the band (the suggested price unless they changed it). */
    offerKobo: integer("offer_kobo").notNull(),
    distanceM: integer("distance_m").notNull(),
    durationS: integer("duration_s").notNull(),
    /** What it costs, and what was agreed when a driver's price was accepted. */
    amountKobo: integer("amount_kobo"),
    agreedKobo: integer("agreed_kobo"),
    acceptedOfferId: uuid("accepted_offer_id"),
    /** SHA-256 (hex) of the tracking link's token; the token itself is never stored. */
    shareTokenHash: text("share_token_hash").notNull(),
    searchRadiusM: integer("search_radius_m").notNull(),
    searchRound: integer("search_round").notNull().default(0),
    searchStartedAt: at("search_started_at"),
    searchExpiresAt: at("search_expires_at"),
    nextStepAt: at("next_step_at"),
    acceptedAt: at("accepted_at"),
    arrivedPickupAt: at("arrived_pickup_at"),
    pickedUpAt: at("picked_up_at"),
    arrivedDropoffAt: at("arrived_dropoff_at"),
    deliveredAt: at("delivered_at"),
    returnStartedAt: at("return_started_at"),
    returnedAt: at("returned_at"),
    cancelledAt: at("cancelled_at"),
    expiredAt: at("expired_at"),
    /** When it reached a final status (delivered, returned, cancelled, disputed): the tracking link's clock. */
    endedAt: at("ended_at"),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by", { enum: ["sender", "driver", "system"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("deliveries_status_check", sql.raw(`status in (${listed(DELIVERY_STATUSES)})`)),
    check("deliveries_category_check", sql.raw(`category in (${listed(PARCEL_CATEGORIES)})`)),
    check("deliveries_size_check", sql.raw(`size in (${listed(PARCEL_SIZES)})`)),
    check(
      "deliveries_cancelled_by_check",
      sql.raw(`cancelled_by is null or cancelled_by in ('sender', 'driver', 'system')`),
    ),
    check(
      "deliveries_declared_value_check",
      sql.raw(`declared_value_kobo between 0 and ${DECLARED_VALUE_MAX_KOBO}`),
    ),
    check("deliveries_active_slot_check", sql.raw(`active_slot between 1 and ${DELIVERY_ACTIVE_MAX}`)),
    // A sender has at most DELIVERY_ACTIVE_MAX deliveries going at once: each holds one of that many slots.
    uniqueIndex("deliveries_sender_active_slot_key")
      .on(t.senderId, t.activeSlot)
      .where(sql.raw(`status in (${listed(SENDER_ACTIVE_DELIVERY_STATUSES)})`)),
    uniqueIndex("deliveries_share_token_hash_key").on(t.shareTokenHash),
    index("deliveries_sender_created_idx").on(t.senderId, t.createdAt),
    index("deliveries_driver_ended_idx").on(t.driverId, t.endedAt),
    index("deliveries_searching_idx").on(t.nextStepAt).where(sql`status = 'searching'`),
    index("deliveries_scheduled_idx").on(t.scheduledAt).where(sql`status = 'scheduled'`),
  ],
);

/** Parcel photos uploaded before booking: a delivery may only use its own sender's upload, once. */
export const parcelPhotos = pgTable(
  "parcel_photos",
  {
    key: text("key").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deliveryId: uuid("delivery_id").references(() => deliveries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("parcel_photos_user_idx").on(t.userId)],
);

export type Delivery = typeof deliveries.$inferSelect;
export type NewDelivery = typeof deliveries.$inferInsert;
