import { formatNaira } from "@campusgo/domain/money";
import type { ReactNode } from "react";
import { useDriverSummary } from "../api/get-driver-summary.ts";
import { formatDateTime } from "../lib/format.ts";

/** Today's and this week's earnings and the latest paid rides; `empty` before the first completed ride. */
export function EarningsPanel({ empty }: { empty: ReactNode }) {
  const summary = useDriverSummary();
  if (summary.isPending) {
    return (
      <div className="h-40 animate-pulse rounded-3xl bg-white" role="status" aria-label="Loading earnings" />
    );
  }
  if (summary.isError) {
    return (
      <p className="rounded-2xl bg-white p-4 text-danger">
        Your earnings could not be loaded. Please try again.
      </p>
    );
  }
  const { earnings, todayEarningsKobo, weekEarningsKobo } = summary.data;
  if (earnings.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <div className="rounded-3xl bg-brand-700 p-5 text-white">
          <p className="text-sm text-brand-100">Today</p>
          <p className="mt-1 font-display text-2xl font-extrabold tabular-nums">
            {formatNaira(todayEarningsKobo)}
          </p>
        </div>
        <div className="rounded-3xl border border-line bg-white p-5">
          <p className="text-sm text-ink-muted">This week</p>
          <p className="mt-1 font-display text-2xl font-extrabold text-ink tabular-nums">
            {formatNaira(weekEarningsKobo)}
          </p>
        </div>
      </div>
      <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white">
        {earnings.map((e) => (
          <li key={e.rideId} className="flex items-center justify-between px-4 py-3 sm:px-5">
            <span className="text-sm text-ink-muted">{formatDateTime(e.completedAt)}</span>
            <span className="font-semibold text-ink tabular-nums">{formatNaira(e.amountKobo)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
