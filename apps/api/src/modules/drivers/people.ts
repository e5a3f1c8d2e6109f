import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type DriverProfile, driverProfiles, kycFiles, type User, users } from "../../db/schema/index.ts";
import { toPublicUser } from "../auth/sessions.ts";
import { ratingsOf } from "../ratings/repo.ts";

/** A rider or driver as ride and offer views show them. */
export interface Person {
  user: User;
  profile: DriverProfile | null;
  profileImage: string | null;
  /** Average rating, null while nobody has rated them. */
  rating: number | null;
  ratingCount: number;
  /** Whether the driver has a vehicle picture (served by GET /api/drivers/:id/vehicle-photo). */
  hasVehiclePhoto: boolean;
}

export type People = Map<string, Person>;

/** Loads users with their driver profiles, in one query. */
export async function loadPeople(db: Db, ids: Iterable<string | null | undefined>): Promise<People> {
  const unique = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const people: People = new Map();
  if (unique.length === 0) return people;
  const rows = await db
    .select({
      user: users,
      profile: driverProfiles,
      hasVehiclePhoto: sql<boolean>`exists (select 1 from ${kycFiles} where ${kycFiles.userId} = ${users.id} and ${kycFiles.kind} = 'vehicle')`,
    })
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(inArray(users.id, unique));
  const ratings = await ratingsOf(db, unique);
  for (const row of rows) {
    const rated = ratings.get(row.user.id);
    people.set(row.user.id, {
      user: row.user,
      profile: row.profile,
      profileImage: toPublicUser(row.user).profileImage,
      rating: rated?.rating ?? null,
      ratingCount: rated?.count ?? 0,
      hasVehiclePhoto: Boolean(row.hasVehiclePhoto),
    });
  }
  return people;
}

/** The key of a driver's first vehicle picture. */
export async function vehiclePhotoKey(db: Db, driverId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: kycFiles.key })
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, driverId), eq(kycFiles.kind, "vehicle")))
    .orderBy(kycFiles.id)
    .limit(1);
  return row?.key;
}
