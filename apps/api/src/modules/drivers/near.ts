import type { DriverNear } from "@campusgo/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { driverPresence, driverProfiles, type User, users } from "../../db/schema/index.ts";
import { dealsWith } from "../rides/counterparts.ts";
import type { RideDeps } from "../rides/deps.ts";
import { loadPeople } from "./people.ts";

/** The most drivers one answer lists (nearest first). */
export const DRIVERS_NEAR_LIMIT = 30;

/** Distances are told to 100 m, and never under 100 m: how far, not where. */
export const roundedDistance = (metres: number): number => Math.max(100, Math.round(metres / 100) * 100);

/**
 * Verified (KYC-approved) drivers who are online with a fresh position within the nearby radius of `at`,
 * nearest first: name, vehicle, rating and a rounded distance. Positions never leave the server; a profile
 * picture only when the rider may see it (the rule of the picture routes).
 */
export async function driversNear(
  deps: RideDeps,
  viewer: User,
  at: { lat: number; lon: number },
): Promise<DriverNear[]> {
  const found = await deps.locations.nearby({
    lat: at.lat,
    lon: at.lon,
    radiusM: deps.config.rides.nearbyRadiusM,
    limit: DRIVERS_NEAR_LIMIT,
    freshAfter: Date.now() - deps.config.rides.locationStaleMs,
  });
  const ids = found.map((p) => p.driverId).filter((id) => id !== viewer.id);
  if (ids.length === 0) return [];
  const verified = await deps.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(driverPresence, eq(driverPresence.driverId, users.id))
    .innerJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(
      and(
        inArray(users.id, ids),
        eq(users.role, "driver"),
        isNull(users.deletedAt),
        eq(driverPresence.online, true),
        eq(driverProfiles.kycStatus, "approved"),
      ),
    );
  const keep = new Set(verified.map((r) => r.id));
  const listed = found.filter((p) => keep.has(p.driverId));
  const people = await loadPeople(
    deps.db,
    listed.map((p) => p.driverId),
  );
  const seen = await Promise.all(
    listed.map((p) =>
      people.get(p.driverId)?.profileImage ? dealsWith(deps.db, viewer.id, p.driverId) : false,
    ),
  );
  return listed.flatMap((p, i) => {
    const person = people.get(p.driverId);
    if (!person) return [];
    return [
      {
        id: p.driverId,
        fullName: person.user.fullName,
        profileImage: seen[i] ? person.profileImage : null,
        vehicle: {
          type: person.profile?.vehicleType ?? null,
          plateNumber: person.profile?.plateNumber ?? null,
        },
        rating: person.rating,
        ratingCount: person.ratingCount,
        distanceM: roundedDistance(p.distanceM),
        available: p.idle,
      },
    ];
  });
}
