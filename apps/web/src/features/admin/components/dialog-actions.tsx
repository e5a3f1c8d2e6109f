import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";

/**
 * What an admin dialog does with its request's answer: on success the server's message as a toast and the
 * dialog closed; on failure the error shown in the dialog.
 */
export const doneOrError = (onDone: () => void, showError: (message: string) => void) => ({
  onSuccess: ({ message }: { message: string }) => {
    toast.success(message);
    onDone();
  },
  onError: (failure: unknown) => showError(errorMessage(failure)),
});

/**
 * The foot of an admin confirmation form: the error the server gave, if any, then Cancel and the submit button
 * (its busy words while the request runs; red for a decision that takes something away).
 */
export function DialogActions({
  error,
  busy,
  onCancel,
  confirm,
  busyLabel,
  danger = false,
}: {
  error: string | undefined;
  busy: boolean;
  onCancel: () => void;
  confirm: string;
  busyLabel: string;
  danger?: boolean;
}) {
  return (
    <>
      {error && (
        <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-danger" role="alert">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline border-line text-ink" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="submit"
          className={danger ? "btn-primary bg-danger hover:bg-red-800 disabled:bg-danger/40" : "btn-primary"}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? busyLabel : confirm}
        </button>
      </div>
    </>
  );
}
