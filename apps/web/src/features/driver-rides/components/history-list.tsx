import { formatNaira } from "@campusgo/domain/money";
import type { ReactNode } from "react";
import { useDriverHistory } from "../api/get-driver-history.ts";
import { formatDateTime, rideTypeName } from "../lib/format.ts";
import { rideMatches } from "../lib/search.ts";
import { NoResults } from "./no-results.tsx";

/** The driver's completed and cancelled rides, newest first; `empty` when there are none. */
export function HistoryList({ search, empty }: { search: string; empty: ReactNode }) {
  const history = useDriverHistory();
  if (history.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading history">
        <div className="h-20 animate-pulse rounded-2xl bg-white" />
        <div className="h-20 animate-pulse rounded-2xl bg-white" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <p className="rounded-2xl bg-white p-4 text-danger">
        Your history could not be loaded. Please try again.
      </p>
    );
  }
  if (history.data.length === 0) return <>{empty}</>;
  const list = history.data.filter((r) => rideMatches(r, search));
  if (list.length === 0) return <NoResults search={search} />;
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white">
      {list.map((ride) => (
        <li key={ride.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
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
        </li>
      ))}
    </ul>
  );
}
