import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";

/**
 * "End run" asked once more: riders can no longer see the bus or book a seat on it, and riders still to board miss
 * it. The server's refusal, if any, shows in the dialog.
 */
export function EndRunDialog({
  open,
  lineName,
  waiting,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  lineName: string;
  /** Riders with a seat who have not boarded yet. */
  waiting: number;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} title="End this run?" onClose={onCancel} role="alertdialog">
      <p className="text-ink-muted">
        Riders will no longer see your bus on {lineName} or book a seat on it.
        {waiting > 0
          ? ` ${waiting === 1 ? "1 rider" : `${waiting} riders`} still to board will miss this bus.`
          : ""}
      </p>
      {error ? (
        <p className="w-full rounded-xl bg-red-50 p-3 text-sm font-semibold text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mt-1 flex w-full flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          className="btn-primary bg-danger hover:bg-red-800 disabled:bg-danger/40 sm:flex-1"
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? <Spinner className="size-4" /> : null}
          End run
        </button>
        <button type="button" className="btn-outline sm:flex-1" onClick={onCancel}>
          Keep running
        </button>
      </div>
    </Modal>
  );
}
