import {
  cancelDeliverySchema,
  DELIVERY_CANCEL_REASONS,
  DRIVER_DELIVERY_CANCEL_REASONS,
} from "@campusgo/domain";
import { useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { CancellationPolicy } from "../../payments/index.ts";
import { CancelReasons } from "../../rides/index.ts";
import { type DeliveryCancelReason, useCancelDelivery } from "../api/cancel-delivery.ts";
import type { DeliveryStatus } from "../api/types.ts";
import { cancelsFree } from "../lib/delivery-status.ts";

/** The sender's reasons (the last of the API's list are the driver's). */
const SENDER_REASONS = DELIVERY_CANCEL_REASONS.filter(
  (reason) => !(DRIVER_DELIVERY_CANCEL_REASONS as readonly string[]).includes(reason),
);

interface CancelDeliveryDialogProps {
  deliveryId: string;
  status: DeliveryStatus;
  open: boolean;
  onClose: () => void;
  /** Who cancels: the sender (the default) or the driver who has the delivery, each with their own reasons. */
  side?: "sender" | "driver";
  /** After the server has cancelled it. */
  onCancelled?: () => void;
}

/**
 * Cancel a delivery before the package is taken: free while no driver has it; once one does, the rides'
 * cancellation policy (the fee once the driver is at the pickup), with what was paid beyond it back in the wallet.
 * A reason (the sender's list, or the driver's), then Cancel delivery.
 */
export function CancelDeliveryDialog({
  deliveryId,
  status,
  open,
  onClose,
  side = "sender",
  onCancelled,
}: CancelDeliveryDialogProps) {
  const cancel = useCancelDelivery();
  const [reason, setReason] = useState<DeliveryCancelReason | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = cancelDeliverySchema.safeParse({ reason: reason ?? undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "");
      return;
    }
    cancel.mutate(
      { id: deliveryId, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
          onCancelled?.();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={cancel.isPending ? undefined : onClose}
      title="Cancel delivery"
      layout="panel"
    >
      <div className="px-5 pt-1 pb-5">
        {side === "driver" ? (
          <p className="mb-3 text-sm text-ink">
            The delivery ends and the sender gets back all they paid. Cancel only if you cannot take it.
          </p>
        ) : cancelsFree(status) ? (
          <p className="mb-3 text-sm text-ink">No driver has it yet, so cancelling is free.</p>
        ) : (
          <div className="mb-3">
            <CancellationPolicy driverArrived={status === "at_pickup"} />
            <p className="mt-2 text-sm text-ink-muted">
              Anything you paid beyond it goes back to your wallet.
            </p>
          </div>
        )}
        <CancelReasons<DeliveryCancelReason>
          reasons={side === "driver" ? DRIVER_DELIVERY_CANCEL_REASONS : SENDER_REASONS}
          value={reason}
          error={error}
          onChange={(r) => {
            setReason(r);
            if (r) setError(null);
          }}
        />
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" className="btn-outline" onClick={onClose} disabled={cancel.isPending}>
            Keep it
          </button>
          <button
            type="button"
            className="btn-primary bg-danger hover:bg-danger/90"
            onClick={submit}
            disabled={cancel.isPending}
          >
            {cancel.isPending ? <Spinner bold className="size-4" /> : null}
            Cancel delivery
          </button>
        </div>
      </div>
    </Modal>
  );
}
