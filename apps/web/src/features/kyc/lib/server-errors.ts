import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { applyServerFieldErrors } from "../../../lib/form/server-field-errors.ts";

/**
 * Puts a validation answer's per-field messages ({ errors: { field: message } }) under the form's own
 * fields; anything else is shown as a toast with the server's message.
 */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!applyServerFieldErrors(error, setError, fields)) toast.error(errorMessage(error));
}
