import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  activationTokens,
  emailChanges,
  otpCodes,
  sessions,
  type User,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/password.ts";
import type { AccountDeps } from "../auth/deps.ts";
import { spendPasswordCheck } from "../auth/login.ts";
import { sessionsEnded } from "../auth/sessions.ts";
import { collectUserFiles, removeFiles } from "./files.ts";
import { USER_MESSAGES } from "./messages.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Erases an area's personal data of a user inside the deletion transaction. */
export type UserEraser = (tx: Tx, userId: string) => Promise<void>;

const erasers: UserEraser[] = [];

/** Lets another area erase what it keeps about a user when the account is deleted. */
export function registerUserEraser(eraser: UserEraser): void {
  if (!erasers.includes(eraser)) erasers.push(eraser);
}

export interface DeleteAccountInput {
  password?: string | undefined;
  confirm?: string | undefined;
}

/** The address a deleted account keeps: unique, never deliverable, frees the real one. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.campusgo.invalid`;

/**
 * Deletes the account after the password is re-entered (or "DELETE" typed, for an account without a password):
 * the row is anonymized and kept for the records that point to it, files are removed, sessions and pending
 * links end.
 */
export async function deleteAccount(deps: AccountDeps, user: User, input: DeleteAccountInput): Promise<void> {
  if (user.passwordHash) {
    if (!input.password) throw new AppError("bad_request", USER_MESSAGES.enterPassword);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError("bad_request", USER_MESSAGES.wrongPassword);
    }
  } else {
    if (input.password) await spendPasswordCheck(input.password);
    if (input.confirm !== "DELETE") throw new AppError("bad_request", USER_MESSAGES.typeDelete);
  }
  const files = await collectUserFiles(deps.db, user.id);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    for (const erase of erasers) await erase(tx, user.id);
    await tx
      .update(users)
      .set({
        fullName: "Deleted user",
        firstName: null,
        lastName: null,
        email: deletedEmail(user.id),
        phoneNumber: null,
        passwordHash: null,
        googleSub: null,
        city: null,
        profileImage: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(activationTokens).where(eq(activationTokens.userId, user.id));
    await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
  });
  sessionsEnded({ userId: user.id });
  await removeFiles(deps.config.dataDir, files);
}
