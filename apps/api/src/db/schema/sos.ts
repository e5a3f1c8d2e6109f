import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { trips } from "./trips.ts";

/**
 * An SOS raised during a trip (docs/decisions/0033-sos.md): who raised it on which trip, where (the phone's
 * position, else the driver's last live one) and when, and what became of it: `safe` when the raiser said so,
 * `resolved` when an admin closed it with a note. At most one open per person per trip (a double tap, or twenty
 * at once, make one). Practice SOS are never stored.
 */
export const sosAlerts = pgTable(
  "sos_alerts",
  {
    id: id(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    /** ride, delivery. */
    tripKind: text("trip_kind").notNull(),
    raisedBy: uuid("raised_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** rider, sender, driver. */
    role: text("role").notNull(),
    status: text("status").notNull().default("open"),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /** phone (sent with the SOS) or driver (the driver's last live position); null without a position. */
    positionSource: text("position_source"),
    positionAt: timestamp("position_at", { withTimezone: true }),
    /** How many trusted contacts were to be texted and e-mailed. */
    contactsTexted: integer("contacts_texted").notNull().default(0),
    contactsEmailed: integer("contacts_emailed").notNull().default(0),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
    safeAt: timestamp("safe_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
  },
  (t) => [
    uniqueIndex("sos_alerts_one_open_key").on(t.tripId, t.raisedBy).where(sql`status = 'open'`),
    index("sos_alerts_status_idx").on(t.status, t.raisedAt),
    index("sos_alerts_raised_idx").on(t.raisedAt),
    check("sos_alerts_status_known", sql`${t.status} in ('open', 'safe', 'resolved')`),
    check("sos_alerts_role_known", sql`${t.role} in ('rider', 'sender', 'driver')`),
  ],
);

/**
 * The texts and e-mails an SOS sends to the raiser's trusted contacts, written in the SOS's own transaction (an
 * outbox): the instance that raised it hands them to the SMS and mail adapters right after the commit, and a
 * sweep on any instance takes those whose claim ran out unhanded (the process died in between).
 */
export const sosOutbox = pgTable(
  "sos_outbox",
  {
    id: id(),
    sosId: uuid("sos_id")
      .notNull()
      .references(() => sosAlerts.id, { onDelete: "cascade" }),
    /** sms, mail. */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    handedAt: timestamp("handed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("sos_outbox_pending_idx").on(t.claimedUntil).where(sql`handed_at is null`),
    check("sos_outbox_channel_known", sql`${t.channel} in ('sms', 'mail')`),
  ],
);

/** The numbers the SOS screen offers to call, kept by admins: campus security, police, ambulance, fire. */
export const emergencyNumbers = pgTable(
  "emergency_numbers",
  {
    id: id(),
    label: text("label").notNull(),
    number: text("number").notNull(),
    /** campus_security, police, ambulance, fire, other. */
    kind: text("kind").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("emergency_numbers_position_idx").on(t.position)],
);

export type SosAlert = typeof sosAlerts.$inferSelect;
export type SosOutboxRow = typeof sosOutbox.$inferSelect;
export type EmergencyNumber = typeof emergencyNumbers.$inferSelect;
