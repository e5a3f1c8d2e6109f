import { formatNaira } from "@campusgo/domain/money";
import type { Ride } from "../api/types.ts";
import { formatDateTime, rideTypeName } from "../lib/format.ts";

/** A completed or cancelled ride in the driver's history: the places, when, the rider, the fare and how it ended. */
export function RideHistoryRow({ ride }: { ride: Ride }) {
  return (
    <>
      <div className="min-w-0 flex-1">
        <p
          className="truncate text-sm font-semibold text-ink"
          title={`${ride.pickup.name} → ${ride.destination.name}`}
        >
          {ride.pickup.name} → {ride.destination.name}
        </p>
        <p className="text-xs text-ink-muted">
          {formatDateTime(ride.updatedAt)} · {rideTypeName(ride.rideType)}
          {ride.rider ? ` · ${ride.rider.fullName}` : ""}
          {ride.status === "cancelled" && ride.cancelReason ? ` · ${ride.cancelReason}` : ""}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-semibold whitespace-nowrap text-ink">
          {formatNaira(ride.amountKobo ?? ride.fareKobo)}
        </p>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
            ride.status === "completed" ? "bg-brand-50 text-brand-800" : "bg-red-50 text-danger"
          }`}
        >
          {ride.status === "completed" ? "Completed" : "Cancelled"}
        </span>
      </div>
    </>
  );
}
