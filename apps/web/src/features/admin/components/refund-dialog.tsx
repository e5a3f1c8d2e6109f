import { ADMIN_PAYMENT_MESSAGES, formatNaira, REFUND_REASON_MAX } from "@campusgo/domain";
import { useId, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import type { AdminTripMoney, RefundDestination } from "../admin-types.ts";
import { useRefundTrip } from "../api/refund-trip.ts";
import { methodLabel, parseNaira } from "../money-format.ts";
import { ReasonField } from "./decision-fields.tsx";
import { DialogActions, doneOrError } from "./dialog-actions.tsx";
import { RefundDestinationField } from "./refund-destination.tsx";
import { RefundPreview } from "./refund-preview.tsx";

interface RefundDialogProps {
  /** The paid trip to refund; null keeps the dialog closed. */
  trip: AdminTripMoney | null;
  onClose: () => void;
}

/** Refund (part of) a paid trip: how much, why, and to the wallet or back to the card. */
export function RefundDialog({ trip, onClose }: RefundDialogProps) {
  return (
    <Modal layout="panel" open={trip !== null} title="Refund a trip" onClose={onClose}>
      {trip && <RefundForm key={trip.rideId} trip={trip} onDone={onClose} />}
    </Modal>
  );
}

function RefundForm({ trip, onDone }: { trip: AdminTripMoney; onDone: () => void }) {
  const id = useId();
  const refund = useRefundTrip();
  const leftKobo = trip.amountKobo - trip.refundedKobo;
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [destination, setDestination] = useState<RefundDestination>("wallet");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const amountKobo = parseNaira(amount);
    const next: typeof errors = {};
    if (amountKobo === null || amountKobo <= 0) next.amount = ADMIN_PAYMENT_MESSAGES.enterAmount;
    else if (amountKobo > leftKobo) next.amount = `At most ${formatNaira(leftKobo)} is left to refund`;
    if (reason.trim().length < 3) next.reason = ADMIN_PAYMENT_MESSAGES.giveReason;
    setErrors(next);
    if (next.amount || next.reason || amountKobo === null) return;
    refund.mutate(
      { rideId: trip.rideId, amountKobo, reason: reason.trim(), destination },
      doneOrError(onDone, (form) => setErrors({ form })),
    );
  };

  const busy = refund.isPending;
  // What the refund would take from where, once the amount typed is one that can be refunded.
  const typed = parseNaira(amount);
  const preview =
    typed !== null && typed > 0 && typed <= leftKobo
      ? {
          trip,
          refundKobo: typed,
          heldKobo: trip.heldKobo,
          driverAvailableKobo: trip.driverAvailableKobo,
        }
      : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-surface p-3 text-sm">
        <dt className="text-ink-muted">Trip</dt>
        <dd className="font-semibold">
          {trip.pickupName} → {trip.destName}
        </dd>
        <dt className="text-ink-muted">Rider</dt>
        <dd className="break-words">{trip.rider?.fullName ?? "Account removed"}</dd>
        <dt className="text-ink-muted">Driver</dt>
        <dd className="break-words">{trip.driver?.fullName ?? "Account removed"}</dd>
        <dt className="text-ink-muted">Paid</dt>
        <dd>
          {formatNaira(trip.amountKobo)} · {methodLabel(trip.method)}
        </dd>
        <dt className="text-ink-muted">Left to refund</dt>
        <dd className="font-semibold" data-testid="refund-left">
          {formatNaira(leftKobo)}
        </dd>
      </dl>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-amount`} className="block text-sm font-semibold">
          Amount (₦)
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder={`Up to ${formatNaira(leftKobo).slice(1)}`}
          className={`input ${errors.amount ? "border-danger" : ""}`}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
        />
        {errors.amount && (
          <p id={`${id}-amount-error`} className="field-error" role="alert">
            {errors.amount}
          </p>
        )}
      </div>
      <RefundPreview input={preview} />

      <ReasonField
        id={id}
        value={reason}
        onChange={setReason}
        maxLength={REFUND_REASON_MAX}
        placeholder="e.g. The driver took a much longer road than agreed."
        hint="The rider reads this reason in their notification."
        error={errors.reason}
      />

      <RefundDestinationField
        name={`${id}-destination`}
        value={destination}
        onChange={setDestination}
        cardRefundable={trip.cardRefundable}
      />

      <DialogActions
        error={errors.form}
        busy={busy}
        onCancel={onDone}
        confirm="Refund"
        busyLabel="Refunding..."
      />
    </form>
  );
}
