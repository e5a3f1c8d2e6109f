import { formatNaira } from "@campusgo/domain/money";
import { type ReactNode, useMemo } from "react";
import { useDriverHistory } from "../api/get-driver-history.ts";
import { useDriverSummary } from "../api/get-driver-summary.ts";
import { formatDateTime } from "../lib/format.ts";
import { earningMatches } from "../lib/search.ts";
import { NoResults } from "./no-results.tsx";

/**
 * Today's and this week's earnings and the latest paid rides with their places (from the history), found by
 * place with `search`; `empty` before the first completed ride.
 */
export function EarningsPanel({ empty, search }: { empty: ReactNode; search: string }) {
  const summary = useDriverSummary();
  const history = useDriverHistory();
  const rides = useMemo(() => new Map((history.data ?? []).map((r) => [r.id, r])), [history.data]);
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
  const list = earnings.filter((e) => earningMatches(e, rides, search));
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <div className="min-w-0 rounded-3xl bg-brand-700 p-5 text-white">
          <p className="text-sm text-brand-100">Today</p>
          <p className="mt-1 font-display text-2xl font-extrabold break-words tabular-nums">
            {formatNaira(todayEarningsKobo)}
          </p>
        </div>
        <div className="min-w-0 rounded-3xl border border-line bg-white p-5">
          <p className="text-sm text-ink-muted">This week</p>
          <p className="mt-1 font-display text-2xl font-extrabold break-words text-ink tabular-nums">
            {formatNaira(weekEarningsKobo)}
          </p>
        </div>
      </div>
      {list.length === 0 ? (
        <NoResults search={search} />
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white">
          {list.map((e) => {
            const ride = rides.get(e.rideId);
            const route = ride ? `${ride.pickup.name} → ${ride.destination.name}` : null;
            return (
              <li key={e.rideId} className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
                <span className="min-w-0">
                  {route ? (
                    <span className="block truncate text-sm font-semibold text-ink" title={route}>
                      {route}
                    </span>
                  ) : null}
                  <span className="block text-sm text-ink-muted">{formatDateTime(e.completedAt)}</span>
                </span>
                <span className="shrink-0 font-semibold whitespace-nowrap text-ink tabular-nums">
                  {formatNaira(e.amountKobo)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
