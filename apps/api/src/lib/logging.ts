import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";
import { pgErrorOf } from "./database-errors.ts";

/** Keys whose values never reach the log, at the top of a log line's object or one level down. */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "oldPassword",
  "confirmPassword",
  "passwordHash",
  "token",
  "accessToken",
  "access_token",
  "otp",
  "pin",
  "transactionPin",
  "secret",
  "cookie",
  "authorization",
  "email",
  "phoneNumber",
];

export const LOG_REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "req.body",
  "body",
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/** Query parameters whose values are secrets (activation and e-mail change tokens, codes). */
const SECRET_QUERY = /([?&](?:token|otp|code|pin|password|access_token)=)[^&#]*/gi;

/** Personal data and secrets a library may have put into an error message. */
const SCRUB: [RegExp, string][] = [
  [/\$argon2[a-z]*\$[^\s"',)]*/gi, "[hash]"],
  [/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi, "[email]"],
  [/(?<![\w.-])\+?\d{10,15}(?![\w.-])/g, "[number]"],
];
const scrub = (text: string): string => SCRUB.reduce((t, [pattern, by]) => t.replace(pattern, by), text);

/** A database error's message names the input it could not read after a colon: that part is dropped. */
const withoutQuotedValue = (message: string) => message.replace(/:\s*"[\s\S]*"\s*$/, ': "[value]"');

/** The stack's frames under a safe first line (the original first line repeats the message). */
function safeStack(stack: string | undefined, head: string): string {
  if (!stack) return head;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [head, ...frames].join("\n");
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Errors as the log shows them: class, code, a message scrubbed of personal data, the stack's frames; for a
 * failed query the statement without its values; for a PostgreSQL error its code and constraint, never the
 * row values its `detail` holds. Other properties (query params, request options) are left out.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = scrub(String(error)).slice(0, 500);
    return { type: typeof error, message, stack: message };
  }
  const type = error.constructor?.name || error.name;
  const pg = pgErrorOf(error);
  const isQuery = error instanceof DrizzleQueryError;
  const ownPg = !isQuery && pg !== undefined && (error as { code?: unknown }).code === pg.code;
  const message = isQuery ? "Failed query" : scrub(ownPg ? withoutQuotedValue(error.message) : error.message);
  const code = (error as { code?: unknown }).code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return {
    type,
    message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
    ...(isQuery ? { statement: error.query.slice(0, 2000) } : {}),
    ...(ownPg ? { db: pg } : {}),
    stack: safeStack(error.stack, `${type}: ${message}`),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The request as the log shows it: Fastify's usual fields, with secret query values replaced. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url?.replace(SECRET_QUERY, "$1[Redacted]"),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options for the app: the level, redaction of secrets and the safe serializers. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions["logger"] {
  return {
    level,
    redact: LOG_REDACT_PATHS,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
