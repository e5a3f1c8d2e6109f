/**
 * The name of the unique index a failed insert or update ran into, or undefined when the error is something
 * else. Works for node-postgres and PGlite errors, also when drizzle wraps them in a `cause`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === "23505") {
      if (typeof e.constraint === "string" && e.constraint) return e.constraint;
      const named = /unique constraint "([^"]+)"/.exec(String(e.message));
      return named?.[1] ?? "";
    }
    current = e.cause;
  }
  return undefined;
}
