import { useId, useState } from "react";
import { Modal } from "../../../components/modal.tsx";

const REASON_MIN = 3;
const REASON_MAX = 500;
export const GIVE_REASON = "Please give a reason";

interface RejectDialogProps {
  open: boolean;
  driverName: string;
  busy: boolean;
  /** The server's refusal, shown under the field. */
  serverError?: string | undefined;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Rejecting needs a reason: the driver reads it and fixes their details. */
export function RejectDialog({ open, driverName, busy, serverError, onCancel, onReject }: RejectDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) {
      setError(GIVE_REASON);
      return;
    }
    setError(null);
    onReject(trimmed);
  };

  return (
    <Modal layout="panel" open={open} title={`Reject ${driverName}`} onClose={onCancel}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-ink-muted">
          The driver sees this reason on their dashboard and in an e-mail, then fixes their details and
          submits again.
        </p>
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm font-semibold">
            Reason
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
            placeholder="e.g. The document photo is blurred. Please upload a clear photo of your NIN slip."
            className={`input min-h-28 resize-y ${shown ? "border-danger" : ""}`}
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${id}-count${shown ? ` ${id}-error` : ""}`}
            required
          />
          <div className="flex items-start justify-between gap-3">
            {shown ? (
              <p id={`${id}-error`} className="field-error mt-0" role="alert">
                {shown}
              </p>
            ) : (
              <span />
            )}
            <p id={`${id}-count`} className="shrink-0 text-xs text-ink-muted">
              {reason.length}/{REASON_MAX}
            </p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-outline border-line text-ink"
            onClick={onCancel}
            disabled={busy}
          >
            Cancel
          </button>
          <button
            type="submit"
            className="btn-primary bg-danger hover:bg-red-800 disabled:bg-danger/40"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? "Rejecting..." : "Reject verification"}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface ApproveDialogProps {
  open: boolean;
  driverName: string;
  busy: boolean;
  onCancel: () => void;
  onApprove: () => void;
}

/** A last look before approving: the driver can go online right after. */
export function ApproveDialog({ open, driverName, busy, onCancel, onApprove }: ApproveDialogProps) {
  return (
    <Modal layout="panel" open={open} title={`Approve ${driverName}?`} onClose={onCancel}>
      <div className="space-y-4">
        <p className="text-sm text-ink-muted">
          Once approved, {driverName} can go online and receive ride requests. The driver is told by e-mail
          and in the app.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-outline border-line text-ink"
            onClick={onCancel}
            disabled={busy}
          >
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={onApprove} disabled={busy} aria-busy={busy}>
            {busy ? "Approving..." : "Approve driver"}
          </button>
        </div>
      </div>
    </Modal>
  );
}
