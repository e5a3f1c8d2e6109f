import { formatNaira } from "@campusgo/domain/money";
import type { EstimateInput } from "../api/get-estimate.ts";
import { useEstimate } from "../api/get-estimate.ts";
import { formatDistance, formatMinutes } from "../lib/format.ts";
import { rideTypeLabel } from "../lib/ride-types.ts";

/** The upfront fare of the trip as the rider set it, before anything is sent. */
export function FareSummary({ input }: { input: EstimateInput | null }) {
  const estimate = useEstimate(input);
  if (!input) return null;
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-2xl bg-surface px-4 py-3"
      aria-live="polite"
    >
      <div className="min-w-0">
        <p className="text-xs font-medium text-ink-muted">
          Upfront fare · {rideTypeLabel(input.rideType)}
          {input.roundTrip ? " · round trip" : ""}
        </p>
        {estimate.data ? (
          <p className="text-sm text-ink-muted">
            {formatDistance(estimate.data.distanceM)} · about {formatMinutes(estimate.data.durationS)}
          </p>
        ) : null}
      </div>
      {estimate.data ? (
        <p className="font-display text-xl font-bold text-ink" data-testid="upfront-fare">
          {formatNaira(estimate.data.fareKobo)}
        </p>
      ) : estimate.isError ? (
        <p className="text-sm text-danger">Fare unavailable</p>
      ) : (
        <span
          className="h-6 w-20 animate-pulse rounded-lg bg-line"
          role="status"
          aria-label="Working out the fare"
        />
      )}
    </div>
  );
}

/** The estimate input of a draft, when it has everything an estimate needs. */
export function estimateInputOf(draft: {
  rideType: EstimateInput["rideType"] | null;
  pickup: EstimateInput["pickup"] | null;
  destination: EstimateInput["destination"] | null;
  roundTrip: boolean;
  waitMinutes: number;
}): EstimateInput | null {
  if (!draft.rideType || !draft.pickup || !draft.destination) return null;
  return {
    rideType: draft.rideType,
    pickup: draft.pickup,
    destination: draft.destination,
    roundTrip: draft.roundTrip,
    waitMinutes: draft.waitMinutes,
  };
}
