import { formatNaira, formatRadius, formatWhen } from "@campusgo/domain";
import { SearchProgress } from "../../rides/index.ts";
import type { Delivery } from "../api/types.ts";

/**
 * Looking for a driver, as the rides' looking-for screen shows it: the bar from the start of the server's search
 * to its time limit, the radius it has reached (pushed live), and the sender's price.
 */
export function SearchingPanel({ delivery }: { delivery: Delivery }) {
  const ended = delivery.status === "expired";
  const scheduled = delivery.status === "scheduled";
  const radius = formatRadius(delivery.searchRadiusM);
  return (
    <div className="rounded-2xl border border-line p-4" data-testid="searching-panel">
      {scheduled ? (
        <p className="text-sm font-semibold text-ink">
          Pickup {delivery.scheduledAt ? formatWhen(delivery.scheduledAt) : "later"}. We look for a driver
          before then.
        </p>
      ) : (
        <>
          <SearchProgress
            search={{ startedAt: delivery.searchStartedAt, expiresAt: delivery.searchExpiresAt }}
            running={!ended}
          />
          <p role="status" className="mt-2 text-sm font-semibold text-ink" data-testid="search-radius">
            {ended ? `Searched within ${radius}` : `Searching within ${radius}`}
          </p>
          <p className="mt-0.5 text-xs text-ink-muted">
            {ended
              ? "No driver took it in time. Cancel it, free of charge, and send it again later."
              : "Only drivers whose vehicle takes this size are asked."}
          </p>
        </>
      )}
      <p className="mt-3 flex items-center justify-between border-t border-line pt-3 text-sm">
        <span className="text-ink-muted">
          {delivery.offerKobo === delivery.fareKobo ? "Suggested price" : "Your offer"}
        </span>
        <span className="font-bold text-ink">{formatNaira(delivery.offerKobo)}</span>
      </p>
    </div>
  );
}
