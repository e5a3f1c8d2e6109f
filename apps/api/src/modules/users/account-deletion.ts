import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
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

/**
 * Refuses the deletion (throws an AppError with what to do first) while the user has something the area must
 * settle first: money owed or in transit, a trip under way. Runs inside the deletion transaction, before any
 * eraser.
 */
export type DeletionCheck = (tx: Tx, user: User, config: Config) => Promise<void>;

const checks: DeletionCheck[] = [];

/** Lets another area hold a deletion back while something is unsettled. */
export function registerDeletionCheck(check: DeletionCheck): void {
  if (!checks.includes(check)) checks.push(check);
}

export interface DeleteAccountInput {
  password?: string | undefined;
  confirm?: string | undefined;
}

/** The address a deleted account keeps: unique, never deliverable, frees the real one. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.campusgo.invalid`;

/**
 * Deletes the account after the password is re-entered (or "DELETE" typed, for an account without a password):
 * refused while money is owed or in transit, or a trip is under way (the areas' checks, with what to do first);
 * else the row is anonymized and kept for the records that point to it, files are removed, sessions and pending
 * links end (docs/decisions/0023-deleting-an-account-with-money.md).
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
    for (const check of checks) await check(tx, user, deps.config);
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
