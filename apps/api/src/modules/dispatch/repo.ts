import { RIDE_TYPE_VEHICLES, type RideTypeId } from "@campusgo/domain";
import { and, eq, gt, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { ScheduleConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  driverJobs,
  driverPresence,
  driverProfiles,
  rideDispatches,
  rides,
  users,
} from "../../db/schema/index.ts";

/**
 * Of the given drivers, those who may receive a request: online, KYC-approved, with a vehicle of the ride type,
 * without a job (a trip of any kind), and not the rider themself.
 */
export async function eligibleDrivers(
  db: Db,
  driverIds: string[],
  rideType: RideTypeId,
  riderId: string,
): Promise<Set<string>> {
  if (driverIds.length === 0) return new Set();
  // Driven by the candidate list (primary-key lookups per candidate), whatever the planner's statistics say.
  const candidates = sql`unnest(${`{${driverIds.join(",")}}`}::uuid[])`;
  const vehicles = `{${RIDE_TYPE_VEHICLES[rideType].map((v) => `"${v}"`).join(",")}}`;
  const result = await db.execute<{ id: string }>(sql`
    select c.id from ${candidates} as c(id)
    join ${driverPresence} dp on dp.driver_id = c.id and dp.online
    join ${driverProfiles} p on p.user_id = c.id and p.kyc_status = 'approved' and p.vehicle_type = any(${vehicles}::text[])
    join ${users} u on u.id = c.id and u.role = 'driver' and u.deleted_at is null
    where c.id <> ${riderId}
      and not exists (select 1 from ${driverJobs} j where j.driver_id = c.id)`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}

export interface DispatchRow {
  driverId: string;
  distanceToPickupM: number;
}

/** The drivers who already had this ride's request in this search round. */
export async function alreadyDispatched(db: Db, rideId: string, round: number): Promise<Set<string>> {
  const rows = await db
    .select({ driverId: rideDispatches.driverId })
    .from(rideDispatches)
    .where(and(eq(rideDispatches.rideId, rideId), gte(rideDispatches.round, round)));
  return new Set(rows.map((r) => r.driverId));
}

/** Records that the request went to these drivers in this search round. */
export async function recordDispatches(
  db: Db,
  rideId: string,
  round: number,
  radiusM: number,
  rows: DispatchRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(rideDispatches)
    .values(
      rows.map((r) => ({
        rideId,
        round,
        radiusM,
        driverId: r.driverId,
        distanceToPickupM: r.distanceToPickupM,
        sentAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [rideDispatches.rideId, rideDispatches.driverId],
      set: {
        round: sql`excluded.round`,
        radiusM: sql`excluded.radius_m`,
        distanceToPickupM: sql`excluded.distance_to_pickup_m`,
        sentAt: sql`excluded.sent_at`,
      },
      setWhere: sql`${rideDispatches.round} < excluded.round`,
    });
}

/** Searching rides whose next widening step is due. */
export function dueSearches(db: Db, now: Date, limit: number) {
  return db
    .select({ id: rides.id, nextStepAt: rides.nextStepAt })
    .from(rides)
    .where(and(eq(rides.status, "searching"), lte(rides.nextStepAt, now)))
    .limit(limit);
}

/** Scheduled rides whose drivers are due to be asked (the lead before pickup, longer for town trips). */
export function dueScheduled(db: Db, now: Date, limit: number, schedule: ScheduleConfig) {
  const within = (leadMs: number) => new Date(now.getTime() + leadMs);
  return db
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.status, "scheduled"),
        or(
          and(lte(rides.distanceM, schedule.townTripM), lte(rides.scheduledAt, within(schedule.leadMs))),
          and(gt(rides.distanceM, schedule.townTripM), lte(rides.scheduledAt, within(schedule.townLeadMs))),
        ),
      ),
    )
    .limit(limit);
}

/** Reserved rides due for their reminder (step) or past the time to confirm (expiry). */
export function dueReservations(db: Db, now: Date, limit: number) {
  return db
    .select({ id: rides.id, nextStepAt: rides.nextStepAt, searchExpiresAt: rides.searchExpiresAt })
    .from(rides)
    .where(
      and(
        eq(rides.status, "reserved"),
        or(and(lte(rides.nextStepAt, now), isNull(rides.remindedAt)), lte(rides.searchExpiresAt, now)),
      ),
    )
    .limit(limit);
}
