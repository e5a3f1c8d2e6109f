import { sql } from "drizzle-orm";
import { doublePrecision, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

export const placeKindEnum = pgEnum("place_kind", ["area", "gate", "hostel", "faculty", "landmark", "town"]);

/**
 * The campus gazetteer. Admins add, move, rename and hide places (docs/decisions/0037-service-data.md); a hidden
 * place is not offered in search, and trips keep the names they were booked with (they store their own copy).
 */
export const places = pgTable(
  "places",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    kind: placeKindEnum("kind").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    /** Set when an admin hid it: not offered to riders and senders any more. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("places_slug_key").on(t.slug), index("places_name_idx").on(sql`lower(${t.name})`)],
);

export type Place = typeof places.$inferSelect;
