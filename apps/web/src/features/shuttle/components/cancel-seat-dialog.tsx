import { formatNaira, type SeatView } from "@campusgo/domain";
import { useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCancelSeat } from "../api/seats.ts";

interface CancelSeatDialogProps {
  seat: SeatView;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancel a reserved seat: the fare goes back to the wallet, until the bus reaches the stop (the server says no
 * after that, in its own words, shown here).
 */
export function CancelSeatDialog({ seat, open, onClose }: CancelSeatDialogProps) {
  const cancel = useCancelSeat();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = () => {
    setError(null);
    cancel.mutate(seat.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        close();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Modal open={open} onClose={cancel.isPending ? undefined : close} title="Cancel seat" layout="panel">
      <p className="text-sm text-ink">
        Your seat on {seat.lineName} from <span className="font-semibold">{seat.from.name}</span> to{" "}
        <span className="font-semibold">{seat.to.name}</span> is given up, and the{" "}
        <span className="font-semibold">{formatNaira(seat.amountKobo)}</span> fare goes back to your wallet.
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        Once the bus has reached {seat.from.name}, the seat can no longer be cancelled.
      </p>
      {error ? (
        <p className="mt-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className="btn-outline" onClick={close} disabled={cancel.isPending}>
          Keep seat
        </button>
        <button
          type="button"
          className="btn-primary bg-danger hover:bg-danger/90"
          onClick={submit}
          disabled={cancel.isPending}
        >
          {cancel.isPending ? <Spinner bold className="size-4" /> : null}
          Cancel seat
        </button>
      </div>
    </Modal>
  );
}
