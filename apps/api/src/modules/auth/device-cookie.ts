import type { FastifyReply, FastifyRequest } from "fastify";
import { randomToken } from "../../lib/tokens.ts";

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; docs/decisions/0007): a
 * browser that has signed in to an account carries a signed, HttpOnly cookie naming that account and this
 * device. Its password logins to that account are counted per device and are not held by the lock that
 * everyone else's tries set on the account. The signature (HMAC with SESSION_SECRET) means it cannot be made
 * up, and naming the account means it cannot be moved to another one.
 */
export const DEVICE_COOKIE = "cg_device";
/** Sent only to sign-in calls. */
const DEVICE_COOKIE_PATH = "/api/auth";
/** A browser stays known for a year after it last signed in. */
export const DEVICE_COOKIE_TTL_S = 365 * 24 * 60 * 60;

export interface KnownDevice {
  userId: string;
  deviceId: string;
}

const DEVICE_VALUE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{16,64})$/;

/** The account and device the browser's device cookie names, if it carries a valid one. */
export function knownDevice(request: FastifyRequest): KnownDevice | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const match = DEVICE_VALUE.exec(unsigned.value);
  if (!match?.[1] || !match[2]) return undefined;
  return { userId: match[1], deviceId: match[2] };
}

/**
 * Marks this browser as one that signed in to the user's account: it keeps its device id when it already had
 * one for this account, and gets a new one otherwise (one account per browser: the last one signed in).
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: string): void {
  const known = knownDevice(request);
  const deviceId = known?.userId === userId ? known.deviceId : randomToken();
  reply.setCookie(DEVICE_COOKIE, `${userId}.${deviceId}`, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    signed: true,
    maxAge: DEVICE_COOKIE_TTL_S,
  });
}
