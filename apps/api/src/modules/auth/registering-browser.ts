import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Remembers which browser registered an account: a signed, HttpOnly cookie naming the new user, sent back only
 * to the activation call. Activation signs in only that browser; anyone else who opens the link (a victim sent
 * someone else's link, say) activates the account but stays signed out.
 */
export const REGISTERED_COOKIE = "cg_registered";
const REGISTERED_COOKIE_PATH = "/api/auth/activate";
export const REGISTERED_COOKIE_TTL_S = 60 * 60;

/** Marks this browser as the one that registered the user. */
export function rememberRegisteringBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): void {
  reply.setCookie(REGISTERED_COOKIE, userId, {
    path: REGISTERED_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    signed: true,
    maxAge: REGISTERED_COOKIE_TTL_S,
  });
}

/** Whether this browser registered the user (a valid signature over exactly that user id). */
export function registeredHere(request: FastifyRequest, userId: string): boolean {
  const raw = request.cookies[REGISTERED_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value === userId;
}

/** Forgets the mark once it has served its activation. */
export function forgetRegisteringBrowser(reply: FastifyReply): void {
  reply.clearCookie(REGISTERED_COOKIE, { path: REGISTERED_COOKIE_PATH });
}
