import { type RideTypeId, rideTypeForVehicle } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { driverPresence, driverProfiles, users } from "../../db/schema/index.ts";

/** What decides whether a driver's positions are taken and whether requests reach them. */
export interface PresenceState {
  online: boolean;
  approved: boolean;
  /** The ride type the driver's vehicle serves, null when none. */
  rideType: RideTypeId | null;
  /** When it was read (epoch ms). */
  loadedAt: number;
}

export async function loadPresence(db: Db, driverId: string, now = Date.now()): Promise<PresenceState> {
  const [row] = await db
    .select({
      role: users.role,
      deletedAt: users.deletedAt,
      online: driverPresence.online,
      kycStatus: driverProfiles.kycStatus,
      vehicleType: driverProfiles.vehicleType,
    })
    .from(users)
    .leftJoin(driverPresence, eq(driverPresence.driverId, users.id))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(eq(users.id, driverId))
    .limit(1);
  const isDriver = row?.role === "driver" && !row.deletedAt;
  return {
    online: Boolean(isDriver && row?.online),
    approved: isDriver && row?.kycStatus === "approved",
    rideType: rideTypeForVehicle(row?.vehicleType),
    loadedAt: now,
  };
}

export async function setOnline(db: Db, driverId: string, online: boolean, now = new Date()): Promise<void> {
  await db
    .insert(driverPresence)
    .values({ driverId, online, changedAt: now })
    .onConflictDoUpdate({ target: driverPresence.driverId, set: { online, changedAt: now } });
}

/**
 * Whether the driver's switch is on now, read with a share lock held until the transaction ends: a driver going
 * offline waits for it, so whatever the transaction adds (an offer) is seen by the offline clean-up.
 */
export async function lockOnlineSwitch(
  tx: Db,
  driverId: string,
  mode: "share" | "update" = "share",
): Promise<boolean> {
  const [row] = await tx
    .select({ online: driverPresence.online })
    .from(driverPresence)
    .where(eq(driverPresence.driverId, driverId))
    .for(mode);
  return row?.online === true;
}
