import { formatNaira, REVIEW_MESSAGES } from "@campusgo/domain";
import { useId, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import type { AdminReview, RefundDestination, ReviewAction } from "../admin-types.ts";
import { useDecideReview } from "../api/decide-review.ts";
import { parseNaira } from "../money-format.ts";
import { leftToRefund } from "../review-format.ts";
import { NewPriceField, ReasonField } from "./decision-fields.tsx";
import { DialogActions, doneOrError } from "./dialog-actions.tsx";
import { RefundDestinationField } from "./refund-destination.tsx";
import { RefundPreview } from "./refund-preview.tsx";

const COPY: Record<ReviewAction, { title: string; confirm: string; busy: string }> = {
  keep: { title: "Keep the price?", confirm: "Keep the price", busy: "Keeping..." },
  adjust: { title: "Adjust the price?", confirm: "Adjust the price", busy: "Adjusting..." },
  refund: { title: "Refund the trip?", confirm: "Refund the trip", busy: "Refunding..." },
};

/** What the decision does, in a sentence, before the admin confirms. */
function effect(review: AdminReview, action: ReviewAction): string {
  const driver = review.driver?.fullName ?? "the driver";
  const price = formatNaira(review.charge?.amountKobo ?? review.trip.amountKobo ?? 0);
  switch (action) {
    case "keep":
      return review.heldKobo > 0
        ? `The trip stays at ${price}, and the ${formatNaira(review.heldKobo)} on hold is released to ${driver}'s earnings. The driver is told.`
        : `The trip stays at ${price}, and the hold ends: ${driver}'s share goes to their earnings when the rider pays. The driver is told.`;
    case "adjust":
      return `The trip costs the new price in the end: the rest of what was paid is refunded to the rider, and what is left on hold is released to ${driver}. The rider and the driver are told.`;
    case "refund":
      return `All that is left of the payment, ${formatNaira(leftToRefund(review))}, goes back to the rider. The rider and the driver are told.`;
  }
}

interface ReviewDecisionDialogProps {
  review: AdminReview | null;
  action: ReviewAction | null;
  onClose: () => void;
}

/**
 * Keep, adjust or refund a trip under review, with a reason (kept in the audit log and told to the rider with a
 * refund); adjust asks what the trip should cost in the end. Adjust and refund say first what the refund takes from
 * where, and where it goes (the wallet, or the card when the trip was paid by card).
 */
export function ReviewDecisionDialog({ review, action, onClose }: ReviewDecisionDialogProps) {
  return (
    <Modal
      layout="panel"
      open={review !== null && action !== null}
      title={action ? COPY[action].title : ""}
      onClose={onClose}
      role="alertdialog"
    >
      {review && action ? (
        <DecisionForm key={`${review.rideId}:${action}`} review={review} action={action} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function DecisionForm({
  review,
  action,
  onDone,
}: {
  review: AdminReview;
  action: ReviewAction;
  onDone: () => void;
}) {
  const id = useId();
  const decide = useDecideReview();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [destination, setDestination] = useState<RefundDestination>("wallet");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const copy = COPY[action];
  const leftKobo = leftToRefund(review);
  const { trip, charge } = review;

  /** The new price typed (adjust), or an error; undefined for keep and refund. */
  const newPrice = (text: string): { kobo: number } | { error: string } | undefined => {
    if (action !== "adjust") return undefined;
    const kobo = parseNaira(text);
    if (kobo === null || kobo <= 0) return { error: REVIEW_MESSAGES.enterAmount };
    if (kobo >= leftKobo) return { error: REVIEW_MESSAGES.amountBelow(leftKobo) };
    return { kobo };
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const price = newPrice(amount);
    const next: typeof errors = {};
    if (price && "error" in price) next.amount = price.error;
    if (reason.trim().length < 3) next.reason = REVIEW_MESSAGES.giveReason;
    setErrors(next);
    if (next.amount || next.reason) return;
    decide.mutate(
      {
        rideId: review.rideId,
        action,
        reason: reason.trim(),
        ...(price && "kobo" in price ? { amountKobo: price.kobo } : {}),
        ...(action === "keep" ? {} : { destination }),
      },
      doneOrError(onDone, (form) => setErrors({ form })),
    );
  };

  // What the refund takes from where: all that is left (refund), or what is left above the new price (adjust).
  const price = newPrice(amount);
  const refundKobo = action === "refund" ? leftKobo : price && "kobo" in price ? leftKobo - price.kobo : 0;
  const preview =
    charge && refundKobo > 0
      ? {
          trip: charge,
          refundKobo,
          heldKobo: review.heldKobo,
          driverAvailableKobo: review.driverAvailableKobo,
          releasesHold: true,
        }
      : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-surface p-3 text-sm">
        <dt className="text-ink-muted">Trip</dt>
        <dd className="font-semibold break-words">
          {trip.pickup.name} → {trip.destination.name}
        </dd>
        {trip.priceNote ? (
          <>
            <dt className="text-ink-muted">Why</dt>
            <dd className="break-words">{trip.priceNote}</dd>
          </>
        ) : null}
        <dt className="text-ink-muted">Driver</dt>
        <dd className="break-words">{review.driver?.fullName ?? "Account removed"}</dd>
        {action === "keep" ? null : (
          <>
            <dt className="text-ink-muted">Paid</dt>
            <dd data-testid="review-left">{formatNaira(leftKobo)}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-ink-muted">{effect(review, action)}</p>

      {action === "adjust" ? (
        <NewPriceField
          id={id}
          value={amount}
          onChange={setAmount}
          leftKobo={leftKobo}
          hint={`What the trip should cost in the end; the rest of the ${formatNaira(leftKobo)} paid is refunded.`}
          error={errors.amount}
        />
      ) : null}

      <ReasonField
        id={id}
        value={reason}
        onChange={setReason}
        placeholder={
          action === "keep"
            ? "e.g. The rider asked to be dropped there."
            : "e.g. The driver ended the trip without driving it."
        }
        hint={
          action === "keep"
            ? "Kept in the audit log; a rider who flagged the trip reads it in their notification."
            : "Kept in the audit log; the rider reads it in their notification."
        }
        error={errors.reason}
      />

      {action === "keep" || !charge ? null : (
        <>
          <RefundDestinationField
            name={`${id}-destination`}
            value={destination}
            onChange={setDestination}
            cardRefundable={charge.cardRefundable}
          />
          <RefundPreview input={preview} />
        </>
      )}

      <DialogActions
        error={errors.form}
        busy={decide.isPending}
        onCancel={onDone}
        confirm={copy.confirm}
        busyLabel={copy.busy}
        danger={action === "refund"}
      />
    </form>
  );
}
