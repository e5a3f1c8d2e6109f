import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.ts";

export const CONTROL_CHARACTERS_MESSAGE = "Text must not contain control characters";

/** C0 control characters other than tab, line feed and carriage return; NUL is one PostgreSQL refuses. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Whether any string in a JSON-like value (keys included) holds a control character. Walks without recursion. */
export function hasControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (CONTROL.test(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current && typeof current === "object") {
      for (const [key, v] of Object.entries(current)) {
        if (CONTROL.test(key)) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

export const TOO_DEEP_MESSAGE = "Invalid JSON: nested too deeply";
/** No request this API takes nests deeper; the database refuses JSON nested thousands of levels deep. */
export const MAX_JSON_DEPTH = 32;

/** Whether a JSON-like value nests arrays and objects deeper than `max`. Walks without recursion. */
export function nestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (!current || typeof current !== "object") continue;
    if (depth >= max) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current))
      pending.push([item, depth + 1]);
  }
  return false;
}

/** Refuses text with control characters; for values read outside the hook (multipart form fields). */
export function assertPlainText(value: unknown): void {
  if (hasControlCharacters(value)) throw new AppError("bad_request", CONTROL_CHARACTERS_MESSAGE);
}

async function* checkedFields(parts: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  for await (const part of parts) {
    if (part.type === "field") assertPlainText([part.fieldname, part.value]);
    yield part;
  }
}

/** Multipart text fields are read by the route, part by part: `request.parts()` checks each one as it comes. */
function guardFormFields(request: FastifyRequest): void {
  const parts = request.parts.bind(request);
  request.parts = (options) => checkedFields(parts(options));
}

/**
 * Refuses a request whose path parameters, query string, parsed body or multipart text fields hold a control
 * character, or whose body nests deeper than MAX_JSON_DEPTH, before any route's validation: no route can forget
 * it, and no such text reaches the database (PostgreSQL refuses NUL in text, and JSON nested thousands deep).
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook("preValidation", async (request) => {
      if (nestedDeeperThan(request.body)) throw new AppError("bad_request", TOO_DEEP_MESSAGE);
      assertPlainText(request.params);
      assertPlainText(request.query);
      assertPlainText(request.body);
      if (request.isMultipart()) guardFormFields(request);
    });
  },
  { name: "input-guard" },
);
