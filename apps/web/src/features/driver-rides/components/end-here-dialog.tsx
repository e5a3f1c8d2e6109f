import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";

/**
 * Completing far from the trip's end: the server's question, with what the rider pays for the distance driven
 * ("You are 1.2km from the destination. End the trip here? The rider pays ₦300 of ₦500, for the distance
 * driven."), "End the trip here" (the rider is told and may flag it; the earnings are held until the trip is
 * reviewed) or "Keep driving".
 */
export function EndHereDialog({
  question,
  pending,
  onConfirm,
  onCancel,
}: {
  question: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={question !== null} title="End the trip here?" onClose={onCancel} role="alertdialog">
      <p className="text-ink-muted">{question}</p>
      <p className="mt-2 text-sm text-ink-muted">
        The rider is told where the trip ended. Your earnings for it are on hold until we have reviewed it.
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <button type="button" className="btn-primary sm:flex-1" disabled={pending} onClick={onConfirm}>
          {pending ? <Spinner className="size-4" /> : null}
          End the trip here
        </button>
        <button type="button" className="btn-outline sm:flex-1" onClick={onCancel}>
          Keep driving
        </button>
      </div>
    </Modal>
  );
}
