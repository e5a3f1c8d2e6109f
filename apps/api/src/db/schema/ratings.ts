import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id } from "./columns.ts";
import { rides } from "./rides.ts";

/** One rating per person per completed trip: the rider rates the driver, the driver rates the rider. */
export const rideRatings = pgTable(
  "ride_ratings",
  {
    id: id(),
    rideId: uuid("ride_id")
      .notNull()
      .references(() => rides.id, { onDelete: "cascade" }),
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
    uniqueIndex("ride_ratings_ride_rater_key").on(t.rideId, t.raterId),
    index("ride_ratings_ratee_idx").on(t.rateeId),
    check("ride_ratings_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);

export type RideRating = typeof rideRatings.$inferSelect;
