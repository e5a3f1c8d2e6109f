import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { deleteUpload, storeImage } from "../../lib/uploads.ts";
import type { AccountDeps } from "../auth/deps.ts";
import { findUserById } from "../auth/repo.ts";
import { dealsWith } from "../rides/counterparts.ts";
import { isUuid } from "../rides/deps.ts";
import { USER_MESSAGES } from "./messages.ts";

export const AVATAR_FIELD = "avatar";

/**
 * Stores the uploaded picture (checked by its bytes, re-encoded, random name) as the profile picture and
 * deletes the one it replaces.
 */
export async function setAvatar(deps: AccountDeps, user: User, request: FastifyRequest): Promise<User> {
  if (!request.isMultipart()) throw new AppError("bad_request", USER_MESSAGES.chooseAvatar);
  const file = await request.file();
  if (!file || file.fieldname !== AVATAR_FIELD) throw new AppError("bad_request", USER_MESSAGES.chooseAvatar);
  const stored = await storeImage(deps.config.dataDir, await file.toBuffer());
  const [current] = await deps.db
    .select({ key: users.profileImage })
    .from(users)
    .where(eq(users.id, user.id));
  const [updated] = await deps.db
    .update(users)
    .set({ profileImage: stored.key, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) {
    await deleteUpload(deps.config.dataDir, stored.key);
    throw new AppError("not_found", "Account not found");
  }
  if (current?.key && current.key !== stored.key) await deleteUpload(deps.config.dataDir, current.key);
  return updated;
}

/**
 * The upload key of a user's profile picture, for the user, admins and the people they deal with through a
 * ride (the rule of the vehicle picture). Anyone else is told there is none, as if it did not exist.
 */
export async function avatarKey(deps: AccountDeps, viewer: User, userId: string): Promise<string> {
  const none = () => new AppError("not_found", USER_MESSAGES.noAvatar);
  if (!isUuid(userId)) throw none();
  if (viewer.id !== userId && viewer.role !== "admin" && !(await dealsWith(deps.db, viewer.id, userId))) {
    throw none();
  }
  const user = await findUserById(deps.db, userId);
  if (!user?.profileImage) throw none();
  return user.profileImage;
}
