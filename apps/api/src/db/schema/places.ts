import { sql } from "drizzle-orm";
import { doublePrecision, index, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

export const placeKindEnum = pgEnum("place_kind", ["area", "gate", "hostel", "faculty", "landmark", "town"]);

/** The campus gazetteer. */
export const places = pgTable(
  "places",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    kind: placeKindEnum("kind").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("places_slug_key").on(t.slug), index("places_name_idx").on(sql`lower(${t.name})`)],
);

export type Place = typeof places.$inferSelect;
