import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id } from "./columns.ts";
import { trips } from "./trips.ts";

/** One rating per person per completed trip: the rider rates the driver, the driver rates the rider. */
export const tripRatings = pgTable(
  "trip_ratings",
  {
    id: id(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    raterId: uuid("rater_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rateeId: uuid("ratee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("trip_ratings_trip_rater_key").on(t.tripId, t.raterId),
    index("trip_ratings_ratee_idx").on(t.rateeId),
    check("trip_ratings_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);

export type TripRating = typeof tripRatings.$inferSelect;
