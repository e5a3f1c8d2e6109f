import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../api-client.ts";

/**
 * Puts the server's per-field messages (a 400 answer's `errors`) under the matching fields.
 * Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || typeof error.body.errors !== "object" || !error.body.errors)
    return false;
  const errors = error.body.errors as Record<string, unknown>;
  let applied = false;
  for (const field of fields) {
    const message = errors[field];
    if (typeof message === "string") {
      setError(field, { type: "server", message });
      applied = true;
    }
  }
  return applied;
}
