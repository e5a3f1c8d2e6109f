import { and, eq, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { activationTokens, type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { activationMail } from "../../lib/mail/templates.ts";
import { randomToken, sha256 } from "../../lib/tokens.ts";
import type { AccountDeps } from "./deps.ts";
import { rememberDevice } from "./device-cookie.ts";
import { AUTH_MESSAGES } from "./messages.ts";
import { forgetRegisteringBrowser, registeredHere } from "./registering-browser.ts";
import { findUserByEmail, findUserById } from "./repo.ts";
import { startSession } from "./sessions.ts";
import { claimMailSlot } from "./throttle.ts";

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;

export type ActivationFailure = "invalid" | "used" | "expired";

const FAILURE_MESSAGE: Record<ActivationFailure, string> = {
  invalid: AUTH_MESSAGES.activationInvalid,
  used: AUTH_MESSAGES.activationUsed,
  expired: AUTH_MESSAGES.activationExpired,
};

/** 404 for every failure, so the activation page shows the server's words (SPEC 2.8). */
const activationError = (reason: ActivationFailure) =>
  new AppError("not_found", FAILURE_MESSAGE[reason], { reason });

/** The link the activation mail carries: PUBLIC_URL/activate?token=...&role=...&whois=<user id>. */
export function activationLink(publicUrl: string, token: string, user: Pick<User, "id" | "role">): string {
  const query = new URLSearchParams({ token, role: user.role, whois: user.id });
  return `${publicUrl}/activate?${query}`;
}

/** Issues a new activation token (stored hashed, 24-hour life) and mails its link. */
export async function sendActivationMail(deps: AccountDeps, user: User): Promise<void> {
  const token = randomToken();
  await deps.db.insert(activationTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS),
  });
  const mail = activationMail(user.fullName, activationLink(deps.config.publicUrl, token, user));
  await deps.mailer.send({ to: user.email, ...mail });
}

/**
 * Activates the account the token belongs to. The token must name the same user as `whois`, be unused and
 * unexpired; it is spent with a compare-and-set, and every other pending link of the user is spent with it.
 */
export async function activateAccount(
  deps: AccountDeps,
  token: string | undefined,
  whois: string | undefined,
): Promise<User> {
  if (!token || !whois) throw activationError("invalid");
  const [row] = await deps.db
    .select()
    .from(activationTokens)
    .where(eq(activationTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.userId !== whois) throw activationError("invalid");
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw activationError("invalid");
  if (row.usedAt) throw activationError("used");
  const now = new Date();
  if (row.expiresAt <= now) throw activationError("expired");
  return deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(activationTokens)
      .set({ usedAt: now })
      .where(and(eq(activationTokens.id, row.id), isNull(activationTokens.usedAt)))
      .returning({ id: activationTokens.id });
    if (!spent) throw activationError("used");
    await tx
      .update(activationTokens)
      .set({ usedAt: now })
      .where(and(eq(activationTokens.userId, user.id), isNull(activationTokens.usedAt)));
    const [activated] = await tx
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return activated ?? user;
  });
}

/**
 * After activation, signs in the browser that registered the driver, so it goes straight on to the KYC setup
 * (SPEC 2.8). Every other browser is left as it was and asked to log in: a link someone else sends must never
 * sign its opener into their account. Passengers always log in next, as the spec's page says.
 */
export async function signInRegisteringBrowser(
  deps: AccountDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
): Promise<boolean> {
  if (!registeredHere(request, user.id)) return false;
  forgetRegisteringBrowser(reply);
  if (user.role !== "driver") return false;
  await startSession(deps.db, request, reply, user.id);
  rememberDevice(request, reply, user.id);
  return true;
}

/**
 * Sends a new activation link when the address belongs to an account that still needs one. The answer never
 * says whether it did; the 3-minute limit per address applies either way.
 */
export async function resendActivation(deps: AccountDeps, email: string): Promise<void> {
  const slot = await claimMailSlot(deps.db, "activation", email);
  if (!slot.ok) {
    throw new AppError("too_many_requests", AUTH_MESSAGES.waitForLink, { retryAfter: slot.retryAfter });
  }
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  await sendActivationMail(deps, user);
}
