import toast from "react-hot-toast";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";

/**
 * Puts a validation answer's per-field messages ({ errors: { field: message } }) under the form's own
 * fields; anything else is shown as a toast with the server's message.
 */
export function reportSaveError<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): void {
  const perField = error instanceof ApiError ? error.body.errors : undefined;
  let placed = false;
  if (perField && typeof perField === "object") {
    for (const [name, message] of Object.entries(perField as Record<string, unknown>)) {
      if ((fields as readonly string[]).includes(name) && typeof message === "string") {
        setError(name as F, { type: "server", message });
        placed = true;
      }
    }
  }
  if (!placed) toast.error(errorMessage(error));
}
