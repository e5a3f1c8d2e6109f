import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { isBadInputDatabaseError, pgErrorOf } from "./database-errors.ts";
import { isAppError } from "./errors.ts";
import { isMalformedMultipart, MALFORMED_FORM_MESSAGE } from "./multipart-errors.ts";
import { UPLOAD_MESSAGES } from "./uploads.ts";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";
export const INVALID_INPUT_MESSAGE = "Invalid input";

type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the field's path ("email", "address.city"). */
function fieldErrors(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path || "_"] ??= issue.message;
  return errors;
}

/** Errors of Fastify and its multipart and body parsers, by code: the status and the sentence users see. */
const KNOWN_ERRORS: Record<string, [status: number, message: string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Unsupported content type"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request is too large"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "The request body is not valid JSON"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "The request body does not match its length"],
  FST_REQ_FILE_TOO_LARGE: [413, UPLOAD_MESSAGES.size],
  FST_FILES_LIMIT: [413, "Too many files"],
  FST_PARTS_LIMIT: [413, "Too many form fields and files"],
  FST_FIELDS_LIMIT: [413, "Too many form fields"],
  FST_PROTO_VIOLATION: [400, MALFORMED_FORM_MESSAGE],
  FST_INVALID_JSON_FIELD_ERROR: [400, MALFORMED_FORM_MESSAGE],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, MALFORMED_FORM_MESSAGE],
};

/**
 * One error handler for the whole API: every error is `{ message }`; validation errors carry the first
 * failing field's message and `errors` per field (a path parameter that fails is a resource that does not
 * exist: 404); a malformed multipart body and a database error only malformed input can cause are a 400;
 * 5xx never leak internals and are logged through the app's safe error serializer (no query values).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? INVALID_INPUT_MESSAGE,
      }));
      const status = error.validationContext === "params" ? 404 : 400;
      return reply
        .code(status)
        .send({ message: issues[0]?.message ?? INVALID_INPUT_MESSAGE, errors: fieldErrors(issues) });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      return reply
        .code(400)
        .send({ message: issues[0]?.message ?? INVALID_INPUT_MESSAGE, errors: fieldErrors(issues) });
    }
    if (isAppError(error)) {
      // A refusal that ends at a known time says when (429 of a login lock, of an upload limit).
      const retryAfter = error.details?.retryAfter;
      if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      return reply.code(error.statusCode).send({ message: error.message, ...error.details });
    }
    const known = typeof error.code === "string" ? KNOWN_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ message: known[1] });
    if (isMalformedMultipart(error, request.isMultipart?.() ?? false)) {
      return reply.code(400).send({ message: MALFORMED_FORM_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      if (isBadInputDatabaseError(pgErrorOf(error))) {
        request.log.warn({ err: error }, "input the database could not read");
        return reply.code(400).send({ message: INVALID_INPUT_MESSAGE });
      }
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    if (status === 429)
      return reply.code(429).send({ message: "Too many requests. Please wait a moment and try again." });
    return reply.code(status).send({ message: error.message });
  });
}
