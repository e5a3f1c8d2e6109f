import { formatDateTime, formatNaira, PARCEL_SIZE_LABELS } from "@campusgo/domain";
import { Link } from "react-router";
import { ChevronRightIcon, PackageIcon } from "../../../components/app-icons.tsx";
import { deliveryPath } from "../../../config/paths.ts";
import type { Delivery } from "../api/types.ts";
import { DeliveryStatusBadge } from "./delivery-status-badge.tsx";

/**
 * One delivery in My Bookings beside the rides, marked as a package: the whole card opens the delivery's screen
 * (its status, proofs and receipt).
 */
export function DeliveryBookingCard({ delivery }: { delivery: Delivery }) {
  const when = delivery.scheduledAt ?? delivery.createdAt;
  return (
    <li
      className="relative rounded-3xl border border-line bg-white p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300 sm:p-5"
      data-testid="delivery-booking"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <PackageIcon className="size-4" />
            Package · {PARCEL_SIZE_LABELS[delivery.size].name}
          </p>
          <p className="mt-0.5 text-sm text-ink-muted">{formatDateTime(when)}</p>
        </div>
        <p className="font-display text-lg font-bold text-ink">
          {formatNaira(delivery.agreedKobo ?? delivery.amountKobo ?? delivery.offerKobo)}
        </p>
      </div>
      <Link
        to={deliveryPath(delivery.id)}
        aria-label={`Package from ${delivery.pickup.name} to ${delivery.dropoff.name}, delivery details`}
        className="mt-2 flex items-center gap-2 text-sm text-ink outline-none after:absolute after:inset-0 after:rounded-3xl"
      >
        <span className="min-w-0 flex-1 break-words">
          {delivery.pickup.name} <span aria-hidden="true">→</span> {delivery.dropoff.name}
        </span>
        <ChevronRightIcon className="size-4 shrink-0 text-ink-muted" />
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <DeliveryStatusBadge status={delivery.status} />
        <span className="min-w-0 text-xs break-words text-ink-muted">for {delivery.recipient.name}</span>
        {delivery.status === "cancelled" && delivery.cancelReason ? (
          <span className="text-xs text-ink-muted">· {delivery.cancelReason}</span>
        ) : null}
      </div>
    </li>
  );
}
