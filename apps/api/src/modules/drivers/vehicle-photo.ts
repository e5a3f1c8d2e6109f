import type { User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { dealsWith } from "../rides/counterparts.ts";
import { isUuid, type RideDeps } from "../rides/deps.ts";
import { vehiclePhotoKey } from "./people.ts";

/**
 * A driver's vehicle picture, for the driver, admins, and the people the driver deals with through a ride
 * (riders this driver made an offer to or drives): KYC files are never public.
 */
export async function vehiclePhotoFor(deps: RideDeps, viewer: User, driverId: string): Promise<string> {
  const missing = () => new AppError("not_found", "File not found");
  if (!isUuid(driverId)) throw missing();
  if (viewer.id !== driverId && viewer.role !== "admin" && !(await dealsWith(deps.db, viewer.id, driverId))) {
    throw missing();
  }
  const key = await vehiclePhotoKey(deps.db, driverId);
  if (!key) throw missing();
  return key;
}
