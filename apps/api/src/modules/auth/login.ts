import { isEmail, type Login } from "@campusgo/domain";
import type { Db } from "../../db/client.ts";
import type { User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { randomToken } from "../../lib/tokens.ts";
import { accountGuardKey, claimLoginTry, clearLoginGuard, identifierGuardKey } from "./login-guard.ts";
import { AUTH_MESSAGES } from "./messages.ts";
import { findUserByEmail, findUserByPhone } from "./repo.ts";

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a throwaway hash, so a login for an unknown account (or one without a
 * password) costs as much time as a real one and does not reveal which accounts exist.
 */
export async function spendPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The account for the e-mail or phone number and password, or the spec's refusal. Each try is counted on the
 * account (or the unknown identifier) before the password is checked, and refused while it is locked
 * (login-guard.ts); a right password clears the count.
 */
export async function checkCredentials(db: Db, input: Login): Promise<User> {
  const identifier = input.email_or_phone.trim();
  const user = isEmail(identifier)
    ? await findUserByEmail(db, identifier)
    : await findUserByPhone(db, identifier);
  const guard = user ? accountGuardKey(user.id) : identifierGuardKey(identifier);
  const claim = await claimLoginTry(db, guard);
  if (!claim.ok) {
    throw new AppError("too_many_requests", AUTH_MESSAGES.tooManyLogins, { retryAfter: claim.retryAfter });
  }
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await spendPasswordCheck(input.password);
  if (!user || !ok) throw new AppError("unauthorized", AUTH_MESSAGES.loginFailed);
  await clearLoginGuard(db, guard);
  if (!user.emailVerifiedAt) {
    throw new AppError("forbidden", AUTH_MESSAGES.notActivated, { reason: "not_activated" });
  }
  return user;
}
