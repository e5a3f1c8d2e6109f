import { formatDistance } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { pictureAt } from "../../../lib/picture-url.ts";
import { CancelDeliveryDialog } from "../../deliveries/index.ts";
import { directionsUrl } from "../../driver-rides/index.ts";
import { SosButton } from "../../safety/index.ts";
import { useActiveDelivery } from "../api/get-active-delivery.ts";
import { deliveryKeys } from "../api/keys.ts";
import type { DeliveryView } from "../api/types.ts";
import { setFinishedDelivery, useFinishedDelivery } from "../hooks/finished-delivery.ts";
import { setHandoverNotice, useHandoverNotice } from "../hooks/handover-notice.ts";
import { useQueuedHandovers } from "../hooks/handover-queue.ts";
import type { HandoverStep } from "../lib/handover.ts";
import { type DeliveryStep, deliveryLeg, nextDeliveryStep } from "../lib/next-delivery-step.ts";
import { declaredValueWords, parcelKind } from "../lib/parcel-words.ts";
import { DeliveryContacts } from "./delivery-contacts.tsx";
import { Confirming, DeliveryStepAction } from "./delivery-step-action.tsx";
import { ParcelBadge } from "./parcel-badge.tsx";
import { RateSender } from "./rate-sender.tsx";

const HEADINGS: Record<DeliveryStep, string> = {
  arrive_pickup: "Head to the pickup",
  await_payment: "At the pickup",
  pickup: "Pick up the package",
  arrive_dropoff: "Take the package to the drop-off",
  deliver: "Hand over the package",
  returned: "Take the package back to the sender",
  confirming_dropoff: "Package handed over",
  confirming_return: "Package handed back",
};

const TOWARD = { pickup: "pickup", dropoff: "drop-off", sender: "the sender" } as const;

/** The steps before the parcel is taken, when the driver may still give the delivery up. */
const CANCELLABLE: readonly (DeliveryStep | null)[] = ["arrive_pickup", "await_payment", "pickup"];

/**
 * The delivery the driver carries (GET /api/deliveries/active, kept live by "delivery:updated"): the parcel, the
 * people with call buttons, the places, one big action per step and navigation; a hand-over made offline shows
 * as confirming, even after a reload with no network. Once it ends, how it ended until dismissed.
 */
export function ActiveDeliveryPanel() {
  const active = useActiveDelivery();
  const queued = useQueuedHandovers();
  const finished = useFinishedDelivery();
  const delivery = active.data;
  if (delivery) {
    const steps = queued.filter((h) => h.deliveryId === delivery.id).map((h) => h.step);
    return <ActiveDelivery delivery={delivery} queued={steps} />;
  }
  // Read with no network after a reload: what waits in the queue still shows.
  const waiting = queued.at(-1);
  if (waiting && !finished) {
    return (
      <section
        aria-label="Package delivery"
        className="rounded-3xl border-2 border-keke-400 bg-white p-4 sm:p-6"
      >
        <ParcelBadge fragile={false} />
        <div className="mt-3">
          <Confirming step={waiting.step} />
        </div>
      </section>
    );
  }
  if (!finished) return null;
  return (
    <section
      aria-label={finished.title}
      className={`rounded-3xl border p-4 ${finished.tone === "done" ? "border-line bg-white" : "border-danger/30 bg-red-50"}`}
      data-testid="delivery-ended"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          className={`font-display text-lg font-bold ${finished.tone === "done" ? "text-ink" : "text-danger"}`}
        >
          {finished.title}
        </h2>
        <button
          type="button"
          className="btn-outline min-h-10 px-3 py-1 text-sm"
          onClick={() => setFinishedDelivery(null)}
        >
          Dismiss
        </button>
      </div>
      {finished.message ? <p className="mt-1 text-sm text-ink-muted">{finished.message}</p> : null}
      {finished.tone === "done" ? <RateSender deliveryId={finished.deliveryId} /> : null}
    </section>
  );
}

function ActiveDelivery({ delivery, queued }: { delivery: DeliveryView; queued: HandoverStep[] }) {
  const id = useId();
  const notice = useHandoverNotice();
  const step = nextDeliveryStep(delivery, queued);
  const leg = deliveryLeg(delivery, queued);
  const onError = (e: unknown) => toast.error(errorMessage(e));
  const value = declaredValueWords(delivery.declaredValueKobo);
  const confirming = step === "confirming_dropoff" || step === "confirming_return";

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border-2 border-keke-400 bg-white p-4 shadow-md sm:p-6"
      data-testid="active-delivery"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <ParcelBadge fragile={delivery.fragile} />
          <p className="mt-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {parcelKind(delivery)}
          </p>
          <h3 id={`${id}-title`} className="font-display text-xl font-bold text-ink">
            {step ? HEADINGS[step] : delivery.statusLine}
          </h3>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-ink-muted">Amount</span>
          <span className="font-display text-2xl font-bold text-ink">
            {formatNaira(delivery.agreedKobo ?? delivery.amountKobo ?? delivery.offerKobo)}
          </span>
        </p>
      </div>

      {notice ? (
        <div
          className="mt-3 flex items-start justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3"
          role="alert"
        >
          <p className="text-sm font-semibold text-danger">{notice}</p>
          <button
            type="button"
            className="btn-outline min-h-10 shrink-0 px-3 py-1 text-sm"
            onClick={() => setHandoverNotice(null)}
          >
            Dismiss
          </button>
        </div>
      ) : null}

      <DeliveryContacts delivery={delivery} />
      <SosButton kind="delivery" tripId={delivery.id} className="mt-3" />

      <ol className="mt-3 space-y-1.5 text-sm">
        <li className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-brand-600" />
          <span>
            <span className="sr-only">Pickup: </span>
            {delivery.pickup.name}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-sm bg-ink" />
          <span>
            <span className="sr-only">Drop-off: </span>
            {delivery.dropoff.name}
            <span className="text-ink-muted"> · {formatDistance(delivery.distanceM)}</span>
          </span>
        </li>
      </ol>

      <div className="mt-4 space-y-3">
        <DeliveryStepAction delivery={delivery} step={step} onError={onError} />
      </div>
      {confirming ? null : (
        <a
          href={directionsUrl(leg.to)}
          target="_blank"
          rel="noreferrer"
          className="btn-outline mt-2 min-h-10 w-full px-4 py-1.5"
        >
          Navigate to {TOWARD[leg.toward]}
          <span className="sr-only"> (opens Google Maps)</span>
        </a>
      )}
      {CANCELLABLE.includes(step) && queued.length === 0 ? <CancelDelivery delivery={delivery} /> : null}

      {delivery.note ? (
        <p className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm">
          <span className="font-semibold">Note: </span>
          {delivery.note}
        </p>
      ) : null}
      <div className="mt-3 flex items-center gap-3">
        <a href={pictureAt(delivery.photoUrl, 720)} target="_blank" rel="noreferrer" className="shrink-0">
          <img
            src={pictureAt(delivery.photoUrl, 160)}
            alt="The package, as the sender photographed it"
            loading="lazy"
            className="h-16 w-20 rounded-xl bg-surface object-cover"
          />
        </a>
        <p className="text-sm text-ink-muted">
          {delivery.fragile ? "Fragile: handle with care." : "The package as the sender booked it."}
          {value ? ` ${value}.` : ""}
        </p>
      </div>
    </section>
  );
}

/** Before the pickup the driver may give the delivery up, with a reason; the sender's money all goes back. */
function CancelDelivery({ delivery }: { delivery: DeliveryView }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <button
        type="button"
        className="mt-2 min-h-10 w-full text-sm font-semibold text-danger underline-offset-2 hover:underline"
        onClick={() => setOpen(true)}
      >
        Cancel delivery
      </button>
      <CancelDeliveryDialog
        deliveryId={delivery.id}
        status={delivery.status}
        open={open}
        side="driver"
        onClose={() => setOpen(false)}
        onCancelled={() => void queryClient.invalidateQueries({ queryKey: deliveryKeys.active })}
      />
    </>
  );
}
