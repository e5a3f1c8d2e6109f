import { formatNaira } from "@campusgo/domain/money";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useEndQuote } from "../api/get-end-quote.ts";
import type { Ride } from "../api/types.ts";

/**
 * Asks before a round trip ends at the destination: the way back is then not driven, and the rider sees what
 * they will pay instead of the agreed price (the server's quote, the amount the confirmation is sent with).
 */
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
  onConfirm: (amountKobo: number) => void;
  onClose: () => void;
}) {
  const quote = useEndQuote(ride.id, open);
  const amount = quote.data;
  return (
    <Modal open={open} onClose={pending ? undefined : onClose} title="End the trip here?">
      <p className="text-sm text-ink-muted">
        Your trip ends at {ride.destination.name} and the way back to {ride.pickup.name} is not driven. You
        pay for the way there and the time your driver waited.
      </p>
      {amount ? (
        <p className="text-base font-semibold text-ink" role="status" data-testid="early-end-quote">
          You'll pay {formatNaira(amount.amountKobo)} instead of {formatNaira(amount.agreedKobo)}.
        </p>
      ) : quote.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(quote.error)}
        </p>
      ) : (
        <p className="text-sm text-ink-muted" role="status">
          Working out what you pay…
        </p>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex w-full flex-col-reverse gap-2 sm:grid sm:grid-cols-2">
        <button type="button" className="btn-outline" onClick={onClose} disabled={pending}>
          Keep waiting
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={() => amount && onConfirm(amount.amountKobo)}
          disabled={pending || !amount || quote.isFetching}
        >
          {pending ? <Spinner className="size-4" /> : null}
          End trip here
        </button>
      </div>
    </Modal>
  );
}
