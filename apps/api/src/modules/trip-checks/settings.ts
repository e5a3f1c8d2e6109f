import {
  DEFAULT_TRIP_CHECK_SETTINGS,
  type TripCheckSettings,
  type TripCheckSettingsView,
} from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tripCheckSettings, type User, users } from "../../db/schema/index.ts";
import { insertAudit } from "../admin/repo.ts";

/** The audit log's target for a change of these settings (they have no row id of their own). */
export const TRIP_CHECK_SETTINGS_TARGET = "00000000-0000-0000-0000-000000000034";

/**
 * The thresholds and night hours in force: read from the database on every use (a sweep, a request), so an admin's
 * change holds at once on every instance without a cache to invalidate. No row: the defaults.
 */
export async function tripCheckSettingsOf(db: Db): Promise<TripCheckSettings> {
  const [row] = await db.select().from(tripCheckSettings).where(eq(tripCheckSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_TRIP_CHECK_SETTINGS };
  return {
    offRouteM: row.offRouteM,
    stoppedMinutes: row.stoppedMinutes,
    answerMinutes: row.answerMinutes,
    nightFrom: row.nightFrom,
    nightTo: row.nightTo,
  };
}

/** The night hours in force, as `isNightAt` takes them. */
export async function nightHoursOf(db: Db): Promise<{ from: number; to: number }> {
  const s = await tripCheckSettingsOf(db);
  return { from: s.nightFrom, to: s.nightTo };
}

/** GET /api/admin/trip-checks/settings: the settings, and who changed them last. */
export async function tripCheckSettingsView(db: Db): Promise<TripCheckSettingsView> {
  const [row] = await db
    .select({ updatedAt: tripCheckSettings.updatedAt, name: users.fullName })
    .from(tripCheckSettings)
    .leftJoin(users, eq(users.id, tripCheckSettings.updatedBy))
    .where(eq(tripCheckSettings.id, 1))
    .limit(1);
  return {
    ...(await tripCheckSettingsOf(db)),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row ? (row.name ?? null) : null,
  };
}

/** Saves every threshold at once (the schema checked each), audited with what they were. */
export async function saveTripCheckSettings(
  db: Db,
  admin: Pick<User, "id">,
  input: TripCheckSettings,
): Promise<TripCheckSettingsView> {
  await db.transaction(async (tx) => {
    // The row (made with the defaults the first time) locked while it is read and written: two admins saving at
    // once are audited one after the other, each with what the other left.
    await tx
      .insert(tripCheckSettings)
      .values({ id: 1, ...DEFAULT_TRIP_CHECK_SETTINGS })
      .onConflictDoNothing({ target: tripCheckSettings.id });
    const [before] = await tx
      .select()
      .from(tripCheckSettings)
      .where(eq(tripCheckSettings.id, 1))
      .for("update");
    const now = new Date();
    const values = { ...input, updatedAt: now, updatedBy: admin.id };
    await tx.update(tripCheckSettings).set(values).where(eq(tripCheckSettings.id, 1));
    const was = before
      ? {
          offRouteM: before.offRouteM,
          stoppedMinutes: before.stoppedMinutes,
          answerMinutes: before.answerMinutes,
          nightFrom: before.nightFrom,
          nightTo: before.nightTo,
        }
      : DEFAULT_TRIP_CHECK_SETTINGS;
    await insertAudit(tx, {
      actorId: admin.id,
      action: "trip_checks.settings",
      targetId: TRIP_CHECK_SETTINGS_TARGET,
      details: { from: was, to: input },
    });
  });
  return tripCheckSettingsView(db);
}
