import { and, eq, or, sql } from "drizzle-orm";
import { offers, rides, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { isUuid, type RideDeps } from "../rides/deps.ts";
import { vehiclePhotoKey } from "./people.ts";

/**
 * A driver's vehicle picture, for the driver, admins, and riders this driver made an offer to or drives: KYC
 * files are never public.
 */
export async function vehiclePhotoFor(deps: RideDeps, viewer: User, driverId: string): Promise<string> {
  const missing = () => new AppError("not_found", "File not found");
  if (!isUuid(driverId)) throw missing();
  if (viewer.id !== driverId && viewer.role !== "admin") {
    const [related] = await deps.db
      .select({ one: sql`1` })
      .from(rides)
      .leftJoin(offers, and(eq(offers.rideId, rides.id), eq(offers.driverId, driverId)))
      .where(
        and(eq(rides.riderId, viewer.id), or(eq(rides.driverId, driverId), eq(offers.driverId, driverId))),
      )
      .limit(1);
    if (!related) throw missing();
  }
  const key = await vehiclePhotoKey(deps.db, driverId);
  if (!key) throw missing();
  return key;
}
