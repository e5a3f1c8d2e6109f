import { RIDE_TYPE_VEHICLES, type RideTypeId } from "@campusgo/domain";
import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { driverJobs, driverPresence, driverProfiles, tripDispatches, users } from "../../db/schema/index.ts";

/**
 * Of the given drivers, those who may receive a request: online, KYC-approved, with a vehicle of one of the ride
 * types, without a job (a trip of any kind), and not the one who booked it.
 */
export async function eligibleDrivers(
  db: Db,
  driverIds: string[],
  rideTypes: readonly RideTypeId[],
  bookerId: string,
): Promise<Set<string>> {
  if (driverIds.length === 0) return new Set();
  // Driven by the candidate list (primary-key lookups per candidate), whatever the planner's statistics say.
  const candidates = sql`unnest(${`{${driverIds.join(",")}}`}::uuid[])`;
  const types = rideTypes.flatMap((t) => RIDE_TYPE_VEHICLES[t]);
  const vehicles = `{${[...new Set(types)].map((v) => `"${v}"`).join(",")}}`;
  const result = await db.execute<{ id: string }>(sql`
    select c.id from ${candidates} as c(id)
    join ${driverPresence} dp on dp.driver_id = c.id and dp.online
    join ${driverProfiles} p on p.user_id = c.id and p.kyc_status = 'approved' and p.vehicle_type = any(${vehicles}::text[])
    join ${users} u on u.id = c.id and u.role = 'driver' and u.deleted_at is null
    where c.id <> ${bookerId}
      and not exists (select 1 from ${driverJobs} j where j.driver_id = c.id)`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}

export interface DispatchRow {
  driverId: string;
  distanceToPickupM: number;
}

/** The drivers who already had this trip's request in this search round. */
export async function alreadyDispatched(db: Db, tripId: string, round: number): Promise<Set<string>> {
  const rows = await db
    .select({ driverId: tripDispatches.driverId })
    .from(tripDispatches)
    .where(and(eq(tripDispatches.tripId, tripId), gte(tripDispatches.round, round)));
  return new Set(rows.map((r) => r.driverId));
}

/** The drivers a trip's request went to (but `except`), to tell them it is gone. */
export async function askedDrivers(db: Db, tripId: string, except?: string | null): Promise<string[]> {
  const rows = await db
    .select({ driverId: tripDispatches.driverId })
    .from(tripDispatches)
    .where(and(eq(tripDispatches.tripId, tripId), except ? ne(tripDispatches.driverId, except) : undefined));
  return rows.map((r) => r.driverId);
}

/** Records that the request went to these drivers in this search round. */
export async function recordDispatches(
  db: Db,
  tripId: string,
  round: number,
  radiusM: number,
  rows: DispatchRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(tripDispatches)
    .values(
      rows.map((r) => ({
        tripId,
        round,
        radiusM,
        driverId: r.driverId,
        distanceToPickupM: r.distanceToPickupM,
        sentAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [tripDispatches.tripId, tripDispatches.driverId],
      set: {
        round: sql`excluded.round`,
        radiusM: sql`excluded.radius_m`,
        distanceToPickupM: sql`excluded.distance_to_pickup_m`,
        sentAt: sql`excluded.sent_at`,
      },
      setWhere: sql`${tripDispatches.round} < excluded.round`,
    });
}
