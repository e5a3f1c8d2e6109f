import { DELIVERY_MESSAGES, FREE_WAIT_MINUTES } from "@campusgo/domain";
import { useOnline } from "../../../lib/offline.ts";
import { useClockUntil } from "../../../lib/use-time-left.ts";
import { ActionButton, WaitCountdown, type WaitWords } from "../../driver-rides/index.ts";
import { useMoveDelivery } from "../api/delivery-steps.ts";
import type { DeliveryView } from "../api/types.ts";
import type { HandoverStep } from "../lib/handover.ts";
import { type DeliveryStep, freeWaitOver } from "../lib/next-delivery-step.ts";
import { HandoverForm } from "./handover-form.tsx";

const FREE_WAIT: WaitWords = {
  title: "Free wait left",
  running: `The recipient has a free ${FREE_WAIT_MINUTES}-minute wait. Deliver as soon as they come.`,
  over: "The free wait is over. If nobody comes, take the package back to the sender.",
};

/**
 * The driver's one big action on the delivery as it stands (`step`): Arrived at pickup, the wait for the
 * sender's payment, Pick up, Arrived at drop-off, Deliver (and, once the free wait is over, the way back),
 * Returned; a hand-over waiting for the network says it is confirming. Refusals show through `onError`.
 */
export function DeliveryStepAction({
  delivery,
  step,
  onError,
}: {
  delivery: DeliveryView;
  step: DeliveryStep | null;
  onError: (error: unknown) => void;
}) {
  const arrive = useMoveDelivery("arrive");
  const goBack = useMoveDelivery("return");
  const waitEnds = delivery.freeWaitEndsAt ? Date.parse(delivery.freeWaitEndsAt) : null;
  const now = useClockUntil(step === "deliver" ? waitEnds : null);

  switch (step) {
    case "arrive_pickup":
      return (
        <ActionButton pending={arrive.isPending} onClick={() => arrive.mutate(delivery.id, { onError })}>
          Arrived at pickup
        </ActionButton>
      );
    case "await_payment":
      return (
        <div role="status" className="rounded-2xl bg-keke-100 px-4 py-3" data-testid="awaiting-payment">
          <p className="font-semibold text-ink">Waiting for the sender to pay</p>
          <p className="text-sm text-ink-muted">{DELIVERY_MESSAGES.notPaid}</p>
        </div>
      );
    case "pickup":
      return (
        <>
          <p className="rounded-2xl bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800" role="status">
            Paid
          </p>
          <HandoverForm deliveryId={delivery.id} step="pickup" />
        </>
      );
    case "arrive_dropoff":
      return (
        <ActionButton pending={arrive.isPending} onClick={() => arrive.mutate(delivery.id, { onError })}>
          Arrived at drop-off
        </ActionButton>
      );
    case "deliver":
      return (
        <>
          {delivery.status === "at_pickup" ? <Confirming step="pickup" /> : null}
          {delivery.status === "at_dropoff" && delivery.freeWaitEndsAt ? (
            <WaitCountdown until={delivery.freeWaitEndsAt} words={FREE_WAIT} />
          ) : null}
          <HandoverForm deliveryId={delivery.id} step="dropoff" />
          {freeWaitOver(delivery, now) ? (
            <button
              type="button"
              className="btn-outline w-full"
              disabled={goBack.isPending}
              onClick={() => goBack.mutate(delivery.id, { onError })}
            >
              Take it back to the sender
            </button>
          ) : null}
        </>
      );
    case "returned":
      return <HandoverForm deliveryId={delivery.id} step="returned" />;
    case "confirming_dropoff":
      return <Confirming step="dropoff" />;
    case "confirming_return":
      return <Confirming step="returned" />;
    default:
      return null;
  }
}

const CONFIRMING: Record<HandoverStep, string> = {
  pickup: "Picked up, confirming",
  dropoff: "Delivered, confirming",
  returned: "Returned, confirming",
};

/**
 * A hand-over waiting in the offline queue: it is sent by itself when the network is back, and the server's
 * check of the code decides (the driver's share waits for it).
 */
export function Confirming({ step }: { step: HandoverStep }) {
  const online = useOnline();
  return (
    <div
      role="status"
      className="rounded-2xl border border-keke-400 bg-keke-100 px-4 py-3"
      data-testid="confirming"
    >
      <p className="font-display text-lg font-bold text-ink">{CONFIRMING[step]}</p>
      <p className="text-sm text-ink-muted">
        {online
          ? "Sending the hand-over now."
          : "You have no network. The hand-over is saved on this phone and sent as soon as you are back online."}{" "}
        {step === "pickup"
          ? "You can take the package to the drop-off meanwhile."
          : "Your share is paid once the server has checked the code."}
      </p>
    </div>
  );
}
