import { createHmac, randomInt } from "node:crypto";
import { LIMITS } from "@campusgo/domain/constants";
import { MESSAGES } from "@campusgo/domain/messages";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type OtpCode, otpCodes, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { passwordResetCodeMail } from "../../lib/mail/templates.ts";
import { assertStrongPassword, hashPassword } from "../../lib/password.ts";
import { randomToken, safeEqual, sha256 } from "../../lib/tokens.ts";
import type { AccountDeps } from "./deps.ts";
import { clearAccountGuards } from "./login-guard.ts";
import { AUTH_MESSAGES } from "./messages.ts";
import { findUserByEmail } from "./repo.ts";
import { revokeAllSessions, SESSION_COOKIE } from "./sessions.ts";
import { claimMailSlot } from "./throttle.ts";

/** Ties a recovery to the browser that asked for the code (verify and reset carry no e-mail). */
export const RECOVERY_COOKIE = "cg_recovery";
const RECOVERY_COOKIE_PATH = "/api/auth";
export const OTP_TTL_MS = 10 * 60 * 1000;
/** After a code is verified, the new password must be set within this time. */
const RESET_WINDOW_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

const expiredError = () => new AppError("gone", MESSAGES.tokenExpired, { hint: MESSAGES.reenterEmail });

/** Codes are stored as a keyed hash: a leaked table alone does not give the 100 000 candidates away. */
function codeHash(secret: string, userId: string, code: string): string {
  return createHmac("sha256", secret).update(`${userId}:${code}`).digest("hex");
}

function newCode(): string {
  return randomInt(0, 10 ** LIMITS.otpLength)
    .toString()
    .padStart(LIMITS.otpLength, "0");
}

async function recoveryOf(deps: AccountDeps, request: FastifyRequest): Promise<OtpCode | undefined> {
  const token = request.cookies[RECOVERY_COOKIE];
  if (!token) return undefined;
  const [row] = await deps.db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.browserTokenHash, sha256(token)))
    .limit(1);
  return row;
}

/**
 * Starts a recovery: a new 5-digit code (any earlier one of the account stops working), mailed to the
 * address, and a recovery cookie for this browser. One code per address per 3 minutes.
 */
export async function sendRecoveryCode(
  deps: AccountDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError("not_found", MESSAGES.noAccountForEmail);
  const slot = await claimMailSlot(deps.db, "otp", user.email);
  if (!slot.ok) {
    throw new AppError("too_many_requests", AUTH_MESSAGES.waitForCode, { retryAfter: slot.retryAfter });
  }
  const code = newCode();
  const browserToken = randomToken();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      userId: user.id,
      codeHash: codeHash(deps.config.sessionSecret, user.id, code),
      browserTokenHash: sha256(browserToken),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  reply.setCookie(RECOVERY_COOKIE, browserToken, {
    path: RECOVERY_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: Math.floor((OTP_TTL_MS + RESET_WINDOW_MS) / 1000),
  });
  await deps.mailer.send({ to: user.email, ...passwordResetCodeMail(user.fullName, code) });
}

/**
 * Checks the code of this browser's recovery. Every try counts (at most 5 per code, then the code is dead);
 * a right code marks the recovery verified, once.
 */
export async function verifyRecoveryCode(
  deps: AccountDeps,
  request: FastifyRequest,
  otp: string,
): Promise<void> {
  const row = await recoveryOf(deps, request);
  if (!row || row.consumedAt || row.verifiedAt)
    throw new AppError("bad_request", AUTH_MESSAGES.otpNoRecovery);
  const now = new Date();
  if (row.expiresAt <= now) throw expiredError();
  const [counted] = await deps.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, row.id),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.verifiedAt),
      ),
    )
    .returning({ id: otpCodes.id });
  if (!counted) throw new AppError("too_many_requests", AUTH_MESSAGES.otpTooManyAttempts);
  if (!safeEqual(codeHash(deps.config.sessionSecret, row.userId, otp), row.codeHash)) {
    throw new AppError("bad_request", AUTH_MESSAGES.otpInvalid);
  }
  const [verified] = await deps.db
    .update(otpCodes)
    .set({ verifiedAt: now, expiresAt: new Date(now.getTime() + RESET_WINDOW_MS) })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.verifiedAt), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!verified) throw new AppError("bad_request", AUTH_MESSAGES.otpNoRecovery);
}

/**
 * Sets the new password for this browser's verified recovery, spends the recovery, ends every session of the
 * account and lifts its password-login lock. The code also proved the address, so an account not yet activated
 * becomes active.
 */
export async function resetPassword(
  deps: AccountDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  newPassword: string,
): Promise<void> {
  const row = await recoveryOf(deps, request);
  if (!row || row.consumedAt || !row.verifiedAt) throw new AppError("bad_request", AUTH_MESSAGES.verifyFirst);
  const now = new Date();
  if (row.expiresAt <= now) throw expiredError();
  const [owner] = await deps.db
    .select({ fullName: users.fullName, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, row.userId));
  assertStrongPassword(newPassword, owner ?? {}, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!spent) throw new AppError("bad_request", AUTH_MESSAGES.verifyFirst);
    const [user] = await tx
      .select({ emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, row.userId));
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        emailVerifiedAt: user?.emailVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(users.id, row.userId));
  });
  await revokeAllSessions(deps.db, row.userId);
  // The owner proved the address: a password-login lock (perhaps someone else's guessing) ends with it.
  await clearAccountGuards(deps.db, row.userId);
  reply.clearCookie(RECOVERY_COOKIE, { path: RECOVERY_COOKIE_PATH });
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
