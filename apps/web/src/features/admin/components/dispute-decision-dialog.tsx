import { type DeliveryView, REVIEW_MESSAGES } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { useId, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import type { RefundDestination, ReviewAction } from "../admin-types.ts";
import { useDecideDispute } from "../api/delivery-disputes.ts";
import { parseNaira } from "../money-format.ts";
import { NewPriceField, ReasonField } from "./decision-fields.tsx";
import { DialogActions, doneOrError } from "./dialog-actions.tsx";
import { RefundDestinationField } from "./refund-destination.tsx";

const COPY: Record<ReviewAction, { title: string; confirm: string; busy: string }> = {
  keep: { title: "Keep the delivery?", confirm: "Keep it", busy: "Keeping..." },
  adjust: { title: "Adjust the price?", confirm: "Adjust the price", busy: "Adjusting..." },
  refund: { title: "Refund the sender?", confirm: "Refund the sender", busy: "Refunding..." },
};

/** What is left of the delivery's payment to refund. */
const leftOf = (delivery: DeliveryView) =>
  delivery.payment?.status === "paid" ? delivery.payment.amountKobo - delivery.payment.refundedKobo : 0;

/** What the decision does, in a sentence, before the admin confirms. */
function effect(delivery: DeliveryView, action: ReviewAction): string {
  const driver = delivery.driver?.fullName ?? "the driver";
  switch (action) {
    case "keep":
      return `The package counts as delivered, and ${driver}'s share on hold is released to their earnings. The sender and the driver are told.`;
    case "adjust":
      return `The delivery costs the new price in the end: the rest of what was paid goes back to the sender, taken from the share on hold first. The sender and the driver are told.`;
    case "refund":
      return `All that is left of the payment, ${formatNaira(leftOf(delivery))}, goes back to the sender. The sender and the driver are told.`;
  }
}

interface DisputeDecisionDialogProps {
  delivery: DeliveryView | null;
  action: ReviewAction | null;
  onClose: () => void;
}

/** Keep, adjust or refund a disputed delivery, with a reason (kept in the audit log and told to the sender). */
export function DisputeDecisionDialog({ delivery, action, onClose }: DisputeDecisionDialogProps) {
  return (
    <Modal
      layout="panel"
      open={delivery !== null && action !== null}
      title={action ? COPY[action].title : ""}
      onClose={onClose}
      role="alertdialog"
    >
      {delivery && action ? (
        <DecisionForm key={`${delivery.id}:${action}`} delivery={delivery} action={action} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function DecisionForm({
  delivery,
  action,
  onDone,
}: {
  delivery: DeliveryView;
  action: ReviewAction;
  onDone: () => void;
}) {
  const id = useId();
  const decide = useDecideDispute();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [destination, setDestination] = useState<RefundDestination>("wallet");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const copy = COPY[action];
  const leftKobo = leftOf(delivery);
  const method = delivery.payment?.method ?? null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    let amountKobo: number | undefined;
    if (action === "adjust") {
      const kobo = parseNaira(amount);
      if (kobo === null || kobo <= 0) next.amount = REVIEW_MESSAGES.enterAmount;
      else if (kobo >= leftKobo) next.amount = REVIEW_MESSAGES.amountBelow(leftKobo);
      else amountKobo = kobo;
    }
    if (reason.trim().length < 3) next.reason = REVIEW_MESSAGES.giveReason;
    setErrors(next);
    if (next.amount || next.reason) return;
    decide.mutate(
      {
        deliveryId: delivery.id,
        action,
        reason: reason.trim(),
        ...(amountKobo === undefined ? {} : { amountKobo }),
        ...(action === "keep" ? {} : { destination }),
      },
      doneOrError(onDone, (form) => setErrors({ form })),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-surface p-3 text-sm">
        <dt className="text-ink-muted">Delivery</dt>
        <dd className="font-semibold break-words">
          {delivery.pickup.name} → {delivery.dropoff.name}
        </dd>
        <dt className="text-ink-muted">Driver</dt>
        <dd className="break-words">{delivery.driver?.fullName ?? "Account removed"}</dd>
        {action === "keep" ? null : (
          <>
            <dt className="text-ink-muted">Paid</dt>
            <dd>{formatNaira(leftKobo)}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-ink-muted">{effect(delivery, action)}</p>

      {action === "adjust" ? (
        <NewPriceField
          id={id}
          value={amount}
          onChange={setAmount}
          leftKobo={leftKobo}
          hint={`What the delivery should cost in the end; the rest of the ${formatNaira(leftKobo)} paid goes back to the sender.`}
          error={errors.amount}
        />
      ) : null}

      <ReasonField
        id={id}
        value={reason}
        onChange={setReason}
        placeholder={
          action === "keep"
            ? "e.g. The recipient confirmed by phone that it arrived."
            : "e.g. The recipient never got the package."
        }
        hint="Kept in the audit log; the sender reads it in their notification."
        error={errors.reason}
      />

      {action === "keep" || leftKobo === 0 ? null : (
        <RefundDestinationField
          name={`${id}-destination`}
          value={destination}
          onChange={setDestination}
          cardRefundable={method !== null && method !== "wallet"}
        />
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
