import type { changePasswordSchema } from "@campusgo/domain";
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { sessions, type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { assertStrongPassword, hashPassword, verifyPassword } from "../../lib/password.ts";
import type { AccountDeps } from "../auth/deps.ts";
import { sessionsEnded } from "../auth/sessions.ts";
import { USER_MESSAGES } from "./messages.ts";

type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Changes the password after checking the current one; every other session of the account ends. */
export async function changePassword(
  deps: AccountDeps,
  user: User,
  sessionId: string,
  input: ChangePassword,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError("bad_request", USER_MESSAGES.wrongCurrentPassword);
  }
  assertStrongPassword(input.newPassword, user, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
  });
  sessionsEnded({ userId: user.id, exceptSessionId: sessionId });
}
