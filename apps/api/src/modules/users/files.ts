import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { deleteUpload } from "../../lib/uploads.ts";

/** Lists the upload keys an area keeps for a user (profile picture, KYC photos, ...). */
export type UserFileSource = (db: Db, userId: string) => Promise<(string | null | undefined)[]>;

const avatarSource: UserFileSource = async (db, userId) => {
  const rows = await db.select({ key: users.profileImage }).from(users).where(eq(users.id, userId));
  return rows.map((r) => r.key);
};

const sources: UserFileSource[] = [avatarSource];

/**
 * Lets another area name the files it stores for a user, so deleting the account deletes them too.
 * Call it once at module load, e.g. `registerUserFileSource(async (db, id) => [...keys])`.
 */
export function registerUserFileSource(source: UserFileSource): void {
  if (!sources.includes(source)) sources.push(source);
}

/** Every upload key any area keeps for the user. */
export async function collectUserFiles(db: Db, userId: string): Promise<string[]> {
  const lists = await Promise.all(sources.map((source) => source(db, userId)));
  return [...new Set(lists.flat().filter((k): k is string => typeof k === "string" && k.length > 0))];
}

/** Removes the given uploads from disk (missing files are fine). */
export async function removeFiles(dataDir: string, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => deleteUpload(dataDir, key).catch(() => undefined)));
}

/** Deletes every uploaded file of a user. */
export async function deleteUserFiles(db: Db, dataDir: string, userId: string): Promise<void> {
  await removeFiles(dataDir, await collectUserFiles(db, userId));
}
