import {
  DEFAULT_FARES,
  type DeliveryFares,
  type DeliveryFaresView,
  type DispatchBody,
  type DispatchSettings,
  type DispatchView,
  dispatchSettingsFromBody,
  type FareRuleBody,
  type FareRuleView,
  type ParcelSize,
  RIDE_TYPES,
  type RideTypeId,
  rideTypeName,
  SERVICE_DATA_MESSAGES,
  SIZE_FACTORS,
} from "@campusgo/domain";
import { asc, eq } from "drizzle-orm";
import type { Config, RidesConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { deliveryFareSettings, dispatchSettings, fares, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { insertAudit } from "../admin/repo.ts";
import { seedFares } from "../rides/fares-repo.ts";

/**
 * The service's data an admin changes (docs/decisions/0037-service-data.md): read from the database on every use
 * (a price, a search step, an offer), so a change holds at once on every instance, with no cache to invalidate.
 * Each save is one transaction with its row locked and an audit entry holding what it was and what it became.
 */

/** The audit log's targets for settings that have no row id of their own. */
export const FARES_TARGET = "00000000-0000-0000-0000-000000000371";
export const DELIVERY_FARES_TARGET = "00000000-0000-0000-0000-000000000372";
export const DISPATCH_TARGET = "00000000-0000-0000-0000-000000000373";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The deployment's dispatch values (its environment): in force until an admin saves others. */
const deploymentDispatch = (rides: RidesConfig): DispatchSettings => ({
  initialRadiusM: rides.initialRadiusM,
  radiusStepM: rides.radiusStepM,
  maxRadiusM: rides.maxRadiusM,
  stepMs: rides.stepMs,
  searchTimeoutMs: rides.searchTimeoutMs,
  offerTtlMs: rides.offerTtlMs,
  maxDriversPinged: DEFAULT_MAX_DRIVERS_PINGED,
});

/** The most drivers one dispatch step asks at once (nearest first), until an admin sets another number. */
export const DEFAULT_MAX_DRIVERS_PINGED = 500;

async function dispatchRow(db: Db) {
  const [row] = await db.select().from(dispatchSettings).where(eq(dispatchSettings.id, 1)).limit(1);
  return row;
}

/** The dispatch settings in force: the admin's, else the deployment's. One primary-key read. */
export async function dispatchSettingsOf(db: Db, rides: RidesConfig): Promise<DispatchSettings> {
  const row = await dispatchRow(db);
  if (!row) return deploymentDispatch(rides);
  return {
    initialRadiusM: row.initialRadiusM,
    radiusStepM: row.radiusStepM,
    maxRadiusM: row.maxRadiusM,
    stepMs: row.stepMs,
    searchTimeoutMs: row.searchTimeoutMs,
    offerTtlMs: row.offerTtlMs,
    maxDriversPinged: row.maxDriversPinged,
  };
}

/**
 * The ride settings with the dispatch settings in force laid over the deployment's: what a search step, a
 * booking or an offer reads instead of `config.rides`.
 */
export async function liveRidesConfig(deps: {
  db: Db;
  config: Pick<Config, "rides">;
}): Promise<RidesConfig & { maxDriversPinged: number }> {
  return { ...deps.config.rides, ...(await dispatchSettingsOf(deps.db, deps.config.rides)) };
}

const toDispatchView = (
  s: DispatchSettings,
  updatedAt: Date | null,
  updatedBy: string | null,
): DispatchView => ({
  initialRadiusM: s.initialRadiusM,
  radiusStepM: s.radiusStepM,
  maxRadiusM: s.maxRadiusM,
  stepSeconds: s.stepMs / 1000,
  searchMinutes: s.searchTimeoutMs / 60_000,
  offerSeconds: s.offerTtlMs / 1000,
  maxDriversPinged: s.maxDriversPinged,
  updatedAt: iso(updatedAt),
  updatedBy,
});

export async function dispatchView(db: Db, rides: RidesConfig): Promise<DispatchView> {
  const [row] = await db
    .select({ updatedAt: dispatchSettings.updatedAt, name: users.fullName })
    .from(dispatchSettings)
    .leftJoin(users, eq(users.id, dispatchSettings.updatedBy))
    .where(eq(dispatchSettings.id, 1))
    .limit(1);
  return toDispatchView(await dispatchSettingsOf(db, rides), row?.updatedAt ?? null, row?.name ?? null);
}

/** Saves every dispatch setting at once, audited with what they were. */
export async function saveDispatch(
  db: Db,
  rides: RidesConfig,
  adminId: string,
  body: DispatchBody,
): Promise<DispatchView> {
  const next = dispatchSettingsFromBody(body);
  await db.transaction(async (tx) => {
    // The row made the first time, then locked while read and written: two admins saving at once are audited
    // one after the other, each with what the other left.
    await tx
      .insert(dispatchSettings)
      .values({ id: 1, ...deploymentDispatch(rides) })
      .onConflictDoNothing({ target: dispatchSettings.id });
    const [before] = await tx.select().from(dispatchSettings).where(eq(dispatchSettings.id, 1)).for("update");
    await tx
      .update(dispatchSettings)
      .set({ ...next, updatedAt: new Date(), updatedBy: adminId })
      .where(eq(dispatchSettings.id, 1));
    const {
      id: _id,
      updatedAt: _at,
      updatedBy: _by,
      ...was
    } = before ?? { id: 1, updatedAt: null, updatedBy: null, ...deploymentDispatch(rides) };
    await insertAudit(tx, {
      actorId: adminId,
      action: "service.dispatch",
      targetId: DISPATCH_TARGET,
      details: { from: was, to: next },
    });
  });
  return dispatchView(db, rides);
}

/** The parcel sizes' factors over the Keke fare in force: the admin's, else the starting ones. */
export async function deliveryFactorsOf(db: Db): Promise<Record<ParcelSize, number>> {
  const [row] = await db.select().from(deliveryFareSettings).where(eq(deliveryFareSettings.id, 1)).limit(1);
  if (!row) return { ...SIZE_FACTORS };
  return { small: row.small, medium: row.medium, large: row.large };
}

export async function deliveryFaresView(db: Db): Promise<DeliveryFaresView> {
  const [row] = await db
    .select({ updatedAt: deliveryFareSettings.updatedAt, name: users.fullName })
    .from(deliveryFareSettings)
    .leftJoin(users, eq(users.id, deliveryFareSettings.updatedBy))
    .where(eq(deliveryFareSettings.id, 1))
    .limit(1);
  return { ...(await deliveryFactorsOf(db)), updatedAt: iso(row?.updatedAt), updatedBy: row?.name ?? null };
}

export async function saveDeliveryFares(
  db: Db,
  adminId: string,
  body: DeliveryFares,
): Promise<DeliveryFaresView> {
  await db.transaction(async (tx) => {
    await tx
      .insert(deliveryFareSettings)
      .values({ id: 1, ...SIZE_FACTORS })
      .onConflictDoNothing({ target: deliveryFareSettings.id });
    const [before] = await tx
      .select()
      .from(deliveryFareSettings)
      .where(eq(deliveryFareSettings.id, 1))
      .for("update");
    await tx
      .update(deliveryFareSettings)
      .set({ ...body, updatedAt: new Date(), updatedBy: adminId })
      .where(eq(deliveryFareSettings.id, 1));
    await insertAudit(tx, {
      actorId: adminId,
      action: "service.delivery_fares",
      targetId: DELIVERY_FARES_TARGET,
      details: {
        from: before ? { small: before.small, medium: before.medium, large: before.large } : SIZE_FACTORS,
        to: body,
      },
    });
  });
  return deliveryFaresView(db);
}

/** The fare table, one row per ride type, with who changed each last. */
export async function faresView(db: Db): Promise<FareRuleView[]> {
  await seedFares(db);
  const rows = await db
    .select({ fare: fares, name: users.fullName })
    .from(fares)
    .leftJoin(users, eq(users.id, fares.updatedBy))
    .orderBy(asc(fares.rideType));
  return rows
    .filter(({ fare }) => RIDE_TYPES.some((t) => t.id === fare.rideType))
    .map(({ fare, name }) => ({
      rideType: fare.rideType,
      name: rideTypeName(fare.rideType),
      baseKobo: fare.baseKobo,
      perKmKobo: fare.perKmKobo,
      perMinuteKobo: fare.perMinuteKobo,
      waitPerMinuteKobo: fare.waitPerMinuteKobo,
      minimumKobo: fare.minimumKobo,
      averageSpeedKmh: fare.averageSpeedKmh,
      updatedAt: fare.updatedBy ? fare.updatedAt.toISOString() : null,
      updatedBy: fare.updatedBy ? (name ?? null) : null,
    }));
}

/** Saves one ride type's fare (the next price asked for uses it; booked rides keep theirs), audited. */
export async function saveFare(
  db: Db,
  adminId: string,
  rideType: number,
  body: FareRuleBody,
): Promise<FareRuleView[]> {
  const start = DEFAULT_FARES.find((f) => f.rideType === rideType);
  if (!start) throw new AppError("not_found", SERVICE_DATA_MESSAGES.rideTypeUnknown);
  await db.transaction(async (tx) => {
    await tx
      .insert(fares)
      .values({ ...start })
      .onConflictDoNothing({ target: fares.rideType });
    const [before] = await tx.select().from(fares).where(eq(fares.rideType, rideType)).for("update");
    await tx
      .update(fares)
      .set({ ...body, updatedAt: new Date(), updatedBy: adminId })
      .where(eq(fares.rideType, rideType));
    const was = before
      ? {
          baseKobo: before.baseKobo,
          perKmKobo: before.perKmKobo,
          perMinuteKobo: before.perMinuteKobo,
          waitPerMinuteKobo: before.waitPerMinuteKobo,
          minimumKobo: before.minimumKobo,
          averageSpeedKmh: before.averageSpeedKmh,
        }
      : null;
    await insertAudit(tx, {
      actorId: adminId,
      action: "service.fare",
      targetId: FARES_TARGET,
      details: { rideType: rideType as RideTypeId, name: rideTypeName(rideType), from: was, to: body },
    });
  });
  return faresView(db);
}
