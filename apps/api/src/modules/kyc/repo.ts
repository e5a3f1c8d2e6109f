import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type DriverProfile,
  driverProfiles,
  type KycFile,
  type KycFileKind,
  kycFiles,
} from "../../db/schema/index.ts";
import type { StoredImage } from "../../lib/uploads.ts";

export type ProfilePatch = Partial<Omit<typeof driverProfiles.$inferInsert, "userId" | "createdAt">>;

export async function findProfile(db: Db, userId: string): Promise<DriverProfile | undefined> {
  const [row] = await db.select().from(driverProfiles).where(eq(driverProfiles.userId, userId)).limit(1);
  return row;
}

/** The driver's profile row, created empty on first use. */
export async function ensureProfile(db: Db, userId: string): Promise<DriverProfile> {
  await db.insert(driverProfiles).values({ userId }).onConflictDoNothing({ target: driverProfiles.userId });
  const row = await findProfile(db, userId);
  if (!row) throw new Error("driver profile missing");
  return row;
}

/** Reads the profile row and locks it until the transaction ends, so concurrent saves queue up. */
export async function lockProfile(tx: Db, userId: string): Promise<DriverProfile> {
  const [row] = await tx
    .select()
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, userId))
    .for("update")
    .limit(1);
  if (!row) throw new Error("driver profile missing");
  return row;
}

export async function updateProfile(tx: Db, userId: string, patch: ProfilePatch): Promise<void> {
  await tx
    .update(driverProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(driverProfiles.userId, userId));
}

export function listFiles(db: Db, userId: string): Promise<KycFile[]> {
  return db.select().from(kycFiles).where(eq(kycFiles.userId, userId)).orderBy(asc(kycFiles.id));
}

export async function findFile(db: Db, id: string): Promise<KycFile | undefined> {
  const [row] = await db.select().from(kycFiles).where(eq(kycFiles.id, id)).limit(1);
  return row;
}

export async function insertFiles(
  tx: Db,
  userId: string,
  kind: KycFileKind,
  stored: StoredImage[],
): Promise<void> {
  if (stored.length === 0) return;
  await tx.insert(kycFiles).values(
    stored.map((s) => ({
      userId,
      kind,
      key: s.key,
      mime: s.mime,
      width: s.width,
      height: s.height,
      bytes: s.bytes,
    })),
  );
}

/** Deletes the named files of the user and returns their upload keys. */
export async function deleteFiles(tx: Db, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(kycFiles)
    .where(and(eq(kycFiles.userId, userId), inArray(kycFiles.id, ids)))
    .returning({ key: kycFiles.key });
  return rows.map((r) => r.key);
}

/** Deletes every file of the user and returns their upload keys. */
export async function deleteAllFiles(db: Db, userId: string): Promise<string[]> {
  const rows = await db.delete(kycFiles).where(eq(kycFiles.userId, userId)).returning({ key: kycFiles.key });
  return rows.map((r) => r.key);
}
