import { type googleSignInSchema, toOneLine } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "./db-errors.ts";
import type { AccountDeps } from "./deps.ts";
import { AUTH_MESSAGES } from "./messages.ts";
import { findUserByEmail, findUserByGoogleSub, insertAccount } from "./repo.ts";
import { revokeAllSessions } from "./sessions.ts";

type GoogleSignIn = z.infer<typeof googleSignInSchema>;

const GOOGLE_TIMEOUT_MS = 8000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** What Google's tokeninfo endpoint says about an access token (the fields we use). */
interface TokenInfo {
  aud?: string;
  azp?: string;
  sub?: string;
  email?: string;
  email_verified?: string | boolean;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | undefined;
}

async function fetchJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS) });
  } catch {
    throw new AppError("unavailable", AUTH_MESSAGES.googleUnreachable);
  }
  const body = await response.json().catch(() => undefined);
  return { status: response.status, body };
}

/**
 * Checks the access token with Google's tokeninfo endpoint: it must have been issued to our client id (aud or
 * azp) and carry a verified e-mail. The display name comes from the userinfo endpoint when it answers.
 */
export async function verifyGoogleToken(deps: AccountDeps, accessToken: string): Promise<GoogleIdentity> {
  const clientId = deps.config.googleClientId;
  if (!clientId) throw new AppError("unavailable", AUTH_MESSAGES.googleUnavailable);
  const url = new URL(deps.config.googleTokeninfoUrl);
  url.searchParams.set("access_token", accessToken);
  const { status, body } = await fetchJson(url.toString());
  if (status >= 500) throw new AppError("unavailable", AUTH_MESSAGES.googleUnreachable);
  const info = (status === 200 && body && typeof body === "object" ? body : {}) as TokenInfo;
  if (!info.sub || (info.aud !== clientId && info.azp !== clientId)) {
    throw new AppError("unauthorized", AUTH_MESSAGES.googleFailed);
  }
  const verified = info.email_verified === true || info.email_verified === "true";
  if (!info.email || !verified) throw new AppError("forbidden", AUTH_MESSAGES.googleEmailUnverified);
  const profile = await fetchJson(deps.config.googleUserinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).catch(() => undefined);
  const given = (profile?.body as { name?: unknown } | undefined)?.name;
  // Google's display name is a one-line name like any other: no control or invisible characters.
  const name = typeof given === "string" ? toOneLine(given.replace(CONTROL_CHARACTERS, " ")) : "";
  return {
    sub: info.sub,
    email: info.email.trim().toLowerCase(),
    name: name ? name.slice(0, 100) : undefined,
  };
}

/** A name for a new account: Google's display name, else the e-mail's local part. */
function displayName(identity: GoogleIdentity): string {
  return identity.name ?? identity.email.split("@")[0] ?? "CampusGo user";
}

/**
 * The account for a verified Google identity: the one keyed by its `sub`; else the account with the same
 * (Google-verified) e-mail, linked now; else a new account with the requested role.
 */
export async function googleAccount(deps: AccountDeps, input: GoogleSignIn): Promise<User> {
  const identity = await verifyGoogleToken(deps, input.access_token);
  for (let attempt = 0; attempt < 2; attempt++) {
    const bySub = await findUserByGoogleSub(deps.db, identity.sub);
    if (bySub) return bySub;
    const byEmail = await findUserByEmail(deps.db, identity.email);
    if (byEmail) return linkGoogle(deps, byEmail, identity);
    try {
      const [firstName = "", ...rest] = displayName(identity).split(/\s+/);
      return await insertAccount(deps.db, {
        role: input.role,
        fullName: displayName(identity),
        firstName: input.role === "driver" ? firstName : null,
        lastName: input.role === "driver" ? rest.join(" ") || null : null,
        email: identity.email,
        googleSub: identity.sub,
        emailVerifiedAt: new Date(),
      });
    } catch (error) {
      // Another request created or linked the account at the same moment: look again.
      if (attempt === 0 && (uniqueViolation(error) !== undefined || error instanceof AppError)) continue;
      throw error;
    }
  }
  throw new AppError("conflict", AUTH_MESSAGES.googleFailed);
}

/**
 * Links Google to an account with the same e-mail. When that account was never activated, whoever created it
 * did not prove the address: its password is dropped and its sessions end, so only the address owner gets in.
 */
async function linkGoogle(deps: AccountDeps, user: User, identity: GoogleIdentity): Promise<User> {
  if (user.googleSub && user.googleSub !== identity.sub) {
    throw new AppError("conflict", AUTH_MESSAGES.googleOtherAccount);
  }
  const now = new Date();
  const unproven = !user.emailVerifiedAt;
  const [linked] = await deps.db
    .update(users)
    .set({
      googleSub: identity.sub,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      ...(unproven ? { passwordHash: null } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (unproven) await revokeAllSessions(deps.db, user.id);
  return linked ?? user;
}
