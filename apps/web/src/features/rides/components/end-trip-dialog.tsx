import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import type { Ride } from "../api/types.ts";

/** Asks before a round trip ends at the destination: the way back is then not driven. */
export function EndTripDialog({
  ride,
  open,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  ride: Ride;
  open: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={pending ? undefined : onClose} title="End the trip here?">
      <p className="text-sm text-ink-muted">
        Your trip ends at {ride.destination.name} and the way back to {ride.pickup.name} is not driven. You
        pay for the way there and the time your driver waited.
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex w-full flex-col-reverse gap-2 sm:grid sm:grid-cols-2">
        <button type="button" className="btn-outline" onClick={onClose} disabled={pending}>
          Keep waiting
        </button>
        <button type="button" className="btn-primary" onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          End trip here
        </button>
      </div>
    </Modal>
  );
}
