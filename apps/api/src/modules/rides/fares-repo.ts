import { DEFAULT_FARES, type FareRule, type RideTypeId } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { fares } from "../../db/schema/index.ts";

/** Adds the starting fare of every ride type that has none; fares an admin changed stay as they are. */
export async function seedFares(db: Db): Promise<void> {
  await db
    .insert(fares)
    .values(DEFAULT_FARES.map((f) => ({ ...f })))
    .onConflictDoNothing({ target: fares.rideType });
}

/** The fare rule of a ride type (the table's row, or the starting value if the row is missing). */
export async function fareRule(db: Db, rideType: RideTypeId): Promise<FareRule> {
  const [row] = await db.select().from(fares).where(eq(fares.rideType, rideType)).limit(1);
  const fallback = DEFAULT_FARES.find((f) => f.rideType === rideType);
  if (!row) {
    if (!fallback) throw new Error(`no fare for ride type ${rideType}`);
    return fallback;
  }
  return {
    rideType,
    baseKobo: row.baseKobo,
    perKmKobo: row.perKmKobo,
    perMinuteKobo: row.perMinuteKobo,
    waitPerMinuteKobo: row.waitPerMinuteKobo,
    minimumKobo: row.minimumKobo,
    averageSpeedKmh: row.averageSpeedKmh,
  };
}
