import { readFile } from "node:fs/promises";
import { and, eq, isNull } from "drizzle-orm";
import { kycFiles, users } from "../../db/schema/index.ts";
import { deleteUpload, storeImage, uploadPath } from "../../lib/uploads.ts";
import type { KycContext } from "./service.ts";

/**
 * A driver without a profile picture gets a copy of the wizard's profile image as one, so riders see a face on
 * offers and on the driver card. A copy, not the same file: either can be replaced or deleted on its own.
 */
export async function adoptProfilePhoto(ctx: KycContext, userId: string): Promise<void> {
  const [user] = await ctx.db.select({ avatar: users.profileImage }).from(users).where(eq(users.id, userId));
  if (!user || user.avatar) return;
  const [photo] = await ctx.db
    .select({ key: kycFiles.key })
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), eq(kycFiles.kind, "profile")))
    .limit(1);
  if (!photo) return;
  const copy = await storeImage(ctx.dataDir, await readFile(uploadPath(ctx.dataDir, photo.key)));
  // Only if the driver still has none (they may have uploaded one meanwhile).
  const set = await ctx.db
    .update(users)
    .set({ profileImage: copy.key, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.profileImage)))
    .returning({ id: users.id });
  if (set.length === 0) await deleteUpload(ctx.dataDir, copy.key);
}
