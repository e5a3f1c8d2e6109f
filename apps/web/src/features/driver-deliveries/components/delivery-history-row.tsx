import { formatDateTime } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import type { DeliveryView } from "../api/types.ts";
import { parcelKind } from "../lib/parcel-words.ts";

const ENDINGS: Partial<Record<DeliveryView["status"], { label: string; done: boolean }>> = {
  delivered: { label: "Delivered", done: true },
  returned: { label: "Returned", done: true },
  cancelled: { label: "Cancelled", done: false },
  disputed: { label: "Disputed", done: false },
};

/** A delivery the driver carried, in their history: the places, when, the parcel, the sender, the price and the end. */
export function DeliveryHistoryRow({ delivery }: { delivery: DeliveryView }) {
  const ending = ENDINGS[delivery.status] ?? { label: delivery.statusLine, done: false };
  return (
    <>
      <div className="min-w-0 flex-1">
        <p
          className="truncate text-sm font-semibold text-ink"
          title={`${delivery.pickup.name} → ${delivery.dropoff.name}`}
        >
          <span className="mr-1.5 rounded-full bg-keke-100 px-2 py-0.5 text-xs font-bold text-ink">
            Package
          </span>
          {delivery.pickup.name} → {delivery.dropoff.name}
        </p>
        <p className="text-xs text-ink-muted">
          {formatDateTime(delivery.updatedAt)} · {parcelKind(delivery)}
          {delivery.sender ? ` · ${delivery.sender.fullName}` : ""}
          {delivery.status === "cancelled" && delivery.cancelReason ? ` · ${delivery.cancelReason}` : ""}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-semibold whitespace-nowrap text-ink">
          {formatNaira(delivery.agreedKobo ?? delivery.amountKobo ?? delivery.offerKobo)}
        </p>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
            ending.done ? "bg-brand-50 text-brand-800" : "bg-red-50 text-danger"
          }`}
        >
          {ending.label}
        </span>
      </div>
    </>
  );
}
