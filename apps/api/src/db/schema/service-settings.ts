import { sql } from "drizzle-orm";
import { check, integer, pgTable, real, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { updatedAt } from "./columns.ts";

/**
 * What a delivery costs by parcel size (docs/decisions/0037-service-data.md): each size's factor over the Keke
 * fare of the same road. One row (id 1), made the first time an admin saves; no row is the starting factors.
 */
export const deliveryFareSettings = pgTable(
  "delivery_fare_settings",
  {
    id: integer("id").primaryKey(),
    small: real("small").notNull(),
    medium: real("medium").notNull(),
    large: real("large").notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("delivery_fare_settings_one_row", sql`${t.id} = 1`),
    check(
      "delivery_fare_settings_order",
      sql`${t.small} > 0 and ${t.small} <= ${t.medium} and ${t.medium} <= ${t.large}`,
    ),
  ],
);

/**
 * The dispatch settings an admin changes while the service runs: how far a search looks and widens, how long it
 * and a driver's offer last, how many drivers one step asks. One row (id 1); no row is the deployment's values
 * (its environment).
 */
export const dispatchSettings = pgTable(
  "dispatch_settings",
  {
    id: integer("id").primaryKey(),
    initialRadiusM: integer("initial_radius_m").notNull(),
    radiusStepM: integer("radius_step_m").notNull(),
    maxRadiusM: integer("max_radius_m").notNull(),
    stepMs: integer("step_ms").notNull(),
    searchTimeoutMs: integer("search_timeout_ms").notNull(),
    offerTtlMs: integer("offer_ttl_ms").notNull(),
    maxDriversPinged: integer("max_drivers_pinged").notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("dispatch_settings_one_row", sql`${t.id} = 1`),
    check("dispatch_settings_radius_order", sql`${t.initialRadiusM} <= ${t.maxRadiusM}`),
  ],
);
