import type { DeliveryView } from "@campusgo/domain";
import { formatDateTime, PARCEL_CATEGORY_LABELS, PARCEL_SIZE_LABELS } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { useId } from "react";
import { Link } from "react-router";
import { adminPaths } from "../../../config/paths.ts";
import { HandoverProofs } from "../../deliveries/index.ts";
import type { ReviewAction } from "../admin-types.ts";

const ACTIONS: { action: ReviewAction; label: string; style: string }[] = [
  { action: "keep", label: "Keep: it was delivered", style: "btn-primary" },
  { action: "adjust", label: "Adjust", style: "btn-outline" },
  { action: "refund", label: "Refund", style: "btn-outline text-danger" },
];

/**
 * A disputed delivery: the drop-off was handed over with no network and its code, checked once it reached the
 * server, was wrong. The parcel, the people, what was paid, the driver's proofs; keep, adjust or refund.
 */
export function DisputeCard({
  delivery,
  onDecide,
}: {
  delivery: DeliveryView;
  onDecide: (action: ReviewAction) => void;
}) {
  const id = useId();
  const paid = delivery.payment?.status === "paid" ? delivery.payment : null;
  return (
    <li aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="min-w-0 font-semibold break-words text-ink">
          {delivery.pickup.name} → {delivery.dropoff.name}
        </h2>
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-danger">
          Disputed
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        The drop-off was handed over with no network; its code, checked when it reached us, was wrong. The
        driver's share is on hold until you decide.{" "}
        <Link
          to={adminPaths.tripTimeline(delivery.id, "delivery")}
          className="font-semibold text-brand-700 underline"
        >
          Timeline
        </Link>
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Package</dt>
        <dd>
          {PARCEL_SIZE_LABELS[delivery.size].name} · {PARCEL_CATEGORY_LABELS[delivery.category]}
          {delivery.declaredValueKobo > 0 ? `, declared ${formatNaira(delivery.declaredValueKobo)}` : ""}
        </dd>
        <dt className="text-ink-muted">Sender</dt>
        <dd className="break-words">{delivery.sender?.fullName ?? "Account removed"}</dd>
        <dt className="text-ink-muted">Recipient</dt>
        <dd className="break-words">{delivery.recipient.name}</dd>
        <dt className="text-ink-muted">Driver</dt>
        <dd className="break-words">{delivery.driver?.fullName ?? "Account removed"}</dd>
        <dt className="text-ink-muted">Paid</dt>
        <dd data-testid="dispute-paid">
          {paid
            ? `${formatNaira(paid.amountKobo - paid.refundedKobo)}${paid.paidAt ? `, ${formatDateTime(paid.paidAt)}` : ""}`
            : "Not paid"}
        </dd>
      </dl>
      <div className="mt-3">
        <HandoverProofs proofs={delivery.proofs} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {ACTIONS.map(({ action, label, style }) => (
          <button
            key={action}
            type="button"
            className={`${style} min-h-10 px-4 py-1.5 text-sm`}
            onClick={() => onDecide(action)}
          >
            {label}
          </button>
        ))}
      </div>
    </li>
  );
}
