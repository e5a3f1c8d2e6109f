import { DELIVERY_MESSAGES, formatDistance, REDIRECT_MAX_M } from "@campusgo/domain";
import { useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { PlaceSearchField } from "../../rides/index.ts";
import { useRedirectDelivery } from "../api/redirect-delivery.ts";
import type { Delivery, DeliveryPlace } from "../api/types.ts";

interface RedirectDialogProps {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
}

/**
 * Send the package to another drop-off while it is on its way or waiting there (the recipient moved, or nobody
 * is in): a new place, then the API answers the new drop-off and its price difference.
 */
export function RedirectDialog({ delivery, open, onClose }: RedirectDialogProps) {
  const redirect = useRedirectDelivery();
  const [dropoff, setDropoff] = useState<DeliveryPlace | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!dropoff) {
      setError(DELIVERY_MESSAGES.dropoffRequired);
      return;
    }
    redirect.mutate(
      { id: delivery.id, dropoff },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setDropoff(null);
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={redirect.isPending ? undefined : onClose}
      title="Send it elsewhere"
      layout="panel"
    >
      <div className="px-5 pt-1 pb-5">
        <p className="mb-3 text-sm text-ink-muted">
          Now going to {delivery.dropoff.name}. You can send it elsewhere once, up to{" "}
          {formatDistance(REDIRECT_MAX_M)} from the drop-off you booked; the price changes with the road.
        </p>
        <PlaceSearchField
          label="New drop-off"
          placeholder="Where should it go now?"
          tone="destination"
          value={dropoff}
          error={error}
          onSelect={(place) => {
            setDropoff(place);
            setError(null);
          }}
        />
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" className="btn-outline" onClick={onClose} disabled={redirect.isPending}>
            Back
          </button>
          <button type="button" className="btn-primary" onClick={submit} disabled={redirect.isPending}>
            {redirect.isPending ? <Spinner bold className="size-4" /> : null}
            Send it there
          </button>
        </div>
      </div>
    </Modal>
  );
}
