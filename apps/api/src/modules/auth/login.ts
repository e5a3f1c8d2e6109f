import { isEmail, type Login } from "@campusgo/domain";
import type { Db } from "../../db/client.ts";
import type { User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { randomToken } from "../../lib/tokens.ts";
import type { KnownDevice } from "./device-cookie.ts";
import {
  accountGuardKey,
  claimLoginTry,
  deviceGuardKey,
  finishLoginTry,
  identifierGuardKey,
} from "./login-guard.ts";
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
 * How long a try may wait for a place while other passwords of the same guard are being checked. Places come
 * free as checks end, and a dead process's checks are forgotten 30 s after the guard's last try
 * (LOGIN_CHECK_STALE_MS), so a waiting try gets one well before this unless the guard locks; the bound only
 * keeps a request from waiting for ever should the database misbehave.
 */
const WAIT_FOR_PLACE_MS = 90_000;
/** How often a waiting try looks again (a check finished on another instance frees a place unseen here). */
const LOOK_AGAIN_MS = 250;

/** Tries of this process waiting for a place on a guard, woken when a check of that guard ends here. */
const waiting = new Map<string, Set<() => void>>();

function placeFreed(guard: string): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting.get(guard)?.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, LOOK_AGAIN_MS + Math.random() * LOOK_AGAIN_MS);
    const set = waiting.get(guard) ?? new Set();
    set.add(wake);
    waiting.set(guard, set);
  });
}

function wakeWaiting(guard: string): void {
  const set = waiting.get(guard);
  if (!set) return;
  waiting.delete(guard);
  for (const wake of set) wake();
}

/** Claims a place to check a password on the guard, waiting while it is busy; refuses while it is locked. */
async function takePlace(db: Db, guard: string): Promise<void> {
  const deadline = Date.now() + WAIT_FOR_PLACE_MS;
  for (;;) {
    const claim = await claimLoginTry(db, guard);
    if (claim.kind === "ok") return;
    if (claim.kind === "locked") {
      throw new AppError("too_many_requests", AUTH_MESSAGES.tooManyLogins, { retryAfter: claim.retryAfter });
    }
    if (Date.now() >= deadline) {
      throw new AppError("too_many_requests", AUTH_MESSAGES.tooManyLogins, { retryAfter: 1 });
    }
    await placeFreed(guard);
  }
}

/**
 * The account for the e-mail or phone number and password, or the spec's refusal. Each try takes a place on
 * a guard before the password is checked, and is refused while that guard is locked (login-guard.ts): the
 * guard of this device when the browser's device cookie names this account, else the account's own guard
 * (or the unknown identifier's). A wrong password counts on that guard; a right one clears it.
 */
export async function checkCredentials(db: Db, input: Login, device?: KnownDevice): Promise<User> {
  const identifier = input.email_or_phone.trim();
  const user = isEmail(identifier)
    ? await findUserByEmail(db, identifier)
    : await findUserByPhone(db, identifier);
  const guard = !user
    ? identifierGuardKey(identifier)
    : device?.userId === user.id
      ? deviceGuardKey(user.id, device.deviceId)
      : accountGuardKey(user.id);
  await takePlace(db, guard);
  let ok = false;
  try {
    ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await spendPasswordCheck(input.password);
  } finally {
    await finishLoginTry(db, guard, ok);
    wakeWaiting(guard);
  }
  if (!user || !ok) throw new AppError("unauthorized", AUTH_MESSAGES.loginFailed);
  if (!user.emailVerifiedAt) {
    throw new AppError("forbidden", AUTH_MESSAGES.notActivated, { reason: "not_activated" });
  }
  return user;
}
