import type { editProfileSchema } from "@campusgo/domain";
import { splitFullName } from "@campusgo/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { emailChanges, type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { emailChangeMail } from "../../lib/mail/templates.ts";
import { randomToken, sha256 } from "../../lib/tokens.ts";
import type { AccountDeps } from "../auth/deps.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { duplicateAccountError, findUserByEmail } from "../auth/repo.ts";
import { claimMailSlot } from "../auth/throttle.ts";
import { USER_MESSAGES } from "./messages.ts";

type EditProfile = z.infer<typeof editProfileSchema>;

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export type EmailConfirmation = "confirmed" | "invalid" | "expired" | "taken";

/**
 * Saves name and phone at once. A new e-mail address is not taken over until it is confirmed through the link
 * mailed to it; the current address stays in use meanwhile.
 */
export async function updateProfile(
  deps: AccountDeps,
  user: User,
  input: EditProfile,
): Promise<{ user: User; message: string }> {
  const emailChanged = input.email !== user.email;
  if (emailChanged) {
    const owner = await findUserByEmail(deps.db, input.email);
    if (owner && owner.id !== user.id) throw new AppError("conflict", AUTH_MESSAGES.emailTaken);
    const slot = await claimMailSlot(deps.db, "email-change", input.email);
    if (!slot.ok) {
      throw new AppError("too_many_requests", AUTH_MESSAGES.waitForLink, { retryAfter: slot.retryAfter });
    }
  }
  const now = new Date();
  const names = splitFullName(input.fullName);
  let updated: User | undefined;
  try {
    [updated] = await deps.db
      .update(users)
      .set({
        fullName: input.fullName,
        firstName: names.firstName,
        lastName: names.lastName || null,
        phoneNumber: input.phoneNumber,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
  } catch (error) {
    duplicateAccountError(error);
  }
  if (!updated) throw new AppError("not_found", "Account not found");
  if (!emailChanged) return { user: updated, message: USER_MESSAGES.profileUpdated };

  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail: input.email,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
  });
  const link = `${deps.config.publicUrl}/api/users/confirm-email?${new URLSearchParams({ token })}`;
  await deps.mailer.send({ to: input.email, ...emailChangeMail(updated.fullName, link) });
  return { user: updated, message: USER_MESSAGES.emailChangePending(input.email) };
}

/** Applies a confirmed e-mail change; the outcome names what the edit-profile page shows. */
export async function confirmEmailChange(
  deps: AccountDeps,
  token: string | undefined,
): Promise<EmailConfirmation> {
  if (!token) return "invalid";
  const [row] = await deps.db
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.usedAt) return "invalid";
  const now = new Date();
  if (row.expiresAt <= now) return "expired";
  try {
    return await deps.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.id, row.id), isNull(emailChanges.usedAt)))
        .returning({ id: emailChanges.id });
      if (!spent) return "invalid";
      const [changed] = await tx
        .update(users)
        .set({ email: row.newEmail, updatedAt: now })
        .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (!changed) return "invalid";
      // The link proved the new address; an account that was never activated is active now.
      await tx
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)));
      return "confirmed";
    });
  } catch (error) {
    try {
      duplicateAccountError(error);
    } catch (mapped) {
      if (mapped instanceof AppError) return "taken";
      throw mapped;
    }
  }
}
