import { DRIVER_CANCEL_REASONS } from "@campusgo/domain/constants";
import { MESSAGES } from "@campusgo/domain/messages";
import { useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { type DriverCancelReason, useCancelDriverRide } from "../api/cancel-driver-ride.ts";

/**
 * The driver cancels an assigned ride before the trip starts, with one of the driver's reasons (clicking again
 * unselects); the rider is told the reason.
 */
export function CancelRideDialog({
  rideId,
  open,
  onClose,
}: {
  rideId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<DriverCancelReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelDriverRide();

  const submit = () => {
    if (!reason) {
      setError(MESSAGES.selectCancelReason);
      toast.error(MESSAGES.selectCancelReason);
      return;
    }
    cancel.mutate(
      { rideId, reason },
      {
        onSuccess: () => {
          toast.success("Ride cancelled");
          onClose();
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title="Cancel ride">
      <fieldset className="w-full text-left">
        <legend className="mb-2 text-sm text-ink-muted">Why are you cancelling?</legend>
        <ul className="space-y-2">
          {DRIVER_CANCEL_REASONS.map((r) => (
            <li key={r}>
              <button
                type="button"
                aria-pressed={reason === r}
                onClick={() => {
                  setReason(reason === r ? null : r);
                  setError(null);
                }}
                className={`min-h-11 w-full rounded-xl border-2 px-4 py-2 text-left text-sm ${
                  reason === r ? "border-brand-600 bg-brand-50 font-semibold" : "border-line"
                }`}
              >
                {r}
              </button>
            </li>
          ))}
        </ul>
        {error ? <p className="field-error">{error}</p> : null}
      </fieldset>
      <button type="button" className="btn-primary w-full" onClick={submit} disabled={cancel.isPending}>
        {cancel.isPending ? <Spinner className="size-4" /> : null}
        Submit
      </button>
    </Modal>
  );
}
