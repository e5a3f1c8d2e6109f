import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { isAppError } from "./errors.ts";
import { UPLOAD_MESSAGES } from "./uploads.ts";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the field's path ("email", "address.city"). */
function fieldErrors(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path || "_"] ??= issue.message;
  return errors;
}

/**
 * One error handler for the whole API: every error is `{ message }`; validation errors carry the first
 * failing field's message and `errors` per field; 5xx never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "Invalid input",
      }));
      return reply
        .code(400)
        .send({ message: issues[0]?.message ?? "Invalid input", errors: fieldErrors(issues) });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      return reply
        .code(400)
        .send({ message: issues[0]?.message ?? "Invalid input", errors: fieldErrors(issues) });
    }
    if (isAppError(error)) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    if (status === 429)
      return reply.code(429).send({ message: "Too many requests. Please wait a moment and try again." });
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ message: "Unsupported content type" });
    }
    if (error.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.code(413).send({ message: UPLOAD_MESSAGES.size });
    }
    if (error.code === "FST_FILES_LIMIT") {
      return reply.code(413).send({ message: "Too many files" });
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ message: "The request is too large" });
    }
    return reply.code(status).send({ message: error.message });
  });
}
