import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { AUTH_MESSAGES } from "./messages.ts";

const refuse = (message: string) => (_request: FastifyRequest, context: { ttl: number }) =>
  new AppError("too_many_requests", message, { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) });

/** Route config: at most `max` calls per minute from one IP. */
export function perIpPerMinute(max: number) {
  return {
    rateLimit: { max, timeWindow: "1 minute", errorResponseBuilder: refuse(AUTH_MESSAGES.tooManyRequests) },
  };
}

/**
 * Login tries per minute from one address, whatever identifiers they name (the default of
 * LOGIN_TRIES_PER_IP_PER_MINUTE). Generous, as a whole campus may sit behind one address; each account has its
 * own, tighter lock (login-guard.ts).
 */
export const LOGIN_TRIES_PER_IP_PER_MINUTE = 30;

/** Route config for login: `max` tries a minute per IP, counted before the body is read. */
export const loginRateLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: "1 minute",
    keyGenerator: (request: FastifyRequest) => `login|${request.ip}`,
    errorResponseBuilder: refuse(AUTH_MESSAGES.tooManyLogins),
  },
});

/**
 * An onRequest hook that counts a call against the global per-IP limit as well: a route with a limit of its
 * own is otherwise left out of the global one.
 */
export function globalRateLimit(app: FastifyInstance) {
  const count = app.createRateLimit();
  return async (request: FastifyRequest) => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError("too_many_requests", AUTH_MESSAGES.tooManyRequests, {
        retryAfter: Math.max(1, result.ttlInSeconds),
      });
    }
  };
}
