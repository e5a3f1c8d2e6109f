import type { FastifyRequest } from "fastify";
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

/** Route config for login: 10 attempts per minute per IP and identifier (counted once the body is parsed). */
export const loginRateLimit = {
  rateLimit: {
    max: 10,
    timeWindow: "1 minute",
    hook: "preHandler" as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email_or_phone?: unknown } | undefined;
      const identifier = String(body?.email_or_phone ?? "")
        .trim()
        .toLowerCase();
      return `login|${request.ip}|${identifier}`;
    },
    errorResponseBuilder: refuse(AUTH_MESSAGES.tooManyLogins),
  },
};
