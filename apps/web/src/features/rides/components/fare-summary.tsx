import { againstSuggested, usualRangeText } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import type { Estimate, EstimateInput } from "../api/get-estimate.ts";
import { useEstimate } from "../api/get-estimate.ts";
import { formatDistance, formatMinutes } from "../lib/format.ts";
import { limitFor, offerFor } from "../lib/offer-amount.ts";
import { rideTypeLabel } from "../lib/ride-types.ts";
import { bookingDraft } from "../state/booking-draft.ts";
import { AmountStepper } from "./amount-stepper.tsx";

/**
 * The suggested fare of the trip as the rider set it, before anything is sent, with what it usually costs on
 * this route. With `offer`, the rider sets their own offer (and, for a ride booked for later, the most they
 * accept for them while away).
 */
export function FareSummary({ input, offer = false }: { input: EstimateInput | null; offer?: boolean }) {
  const estimate = useEstimate(input);
  if (!input) return null;
  return (
    <div className="rounded-2xl bg-surface px-4 py-3" aria-live="polite">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-ink-muted">
            Suggested fare · {rideTypeLabel(input.rideType)}
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
      {estimate.data?.usual ? (
        <p className="mt-1 text-xs text-ink-muted" data-testid="usual-fare">
          {capitalise(usualRangeText(estimate.data.usual))} on this route
        </p>
      ) : null}
      {offer && estimate.data ? <OfferControls estimate={estimate.data} /> : null}
    </div>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The rider's own offer (0.7x-1.5x of the suggested fare) and, booked for later, "accept the best offer up to". */
function OfferControls({ estimate }: { estimate: Estimate }) {
  const draft = bookingDraft.useSelect((s) => s);
  const offerKobo = offerFor(draft.offerKobo, estimate);
  const limitKobo = limitFor(draft.autoAcceptKobo, offerKobo, estimate);
  const limitMax = Math.max(offerKobo, estimate.driverMaxKobo);
  return (
    <div className="mt-3 space-y-3 border-t border-line pt-3">
      <div>
        <p className="text-sm font-semibold text-ink">Your offer</p>
        <p className="text-xs text-ink-muted">
          Drivers accept it or counter, up to {formatNaira(estimate.driverMaxKobo)}. You never pay more than
          the offer you accept.
        </p>
        <div className="mt-2">
          <AmountStepper
            label="Your offer"
            valueKobo={offerKobo}
            minKobo={estimate.offerRange.minKobo}
            maxKobo={estimate.offerRange.maxKobo}
            hint={againstSuggested(offerKobo, estimate.fareKobo)}
            onChange={(kobo) => bookingDraft.set({ offerKobo: kobo })}
          />
        </div>
      </div>
      {draft.scheduledAt ? (
        <div>
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={limitKobo !== null}
              onChange={(e) => bookingDraft.set({ autoAcceptKobo: e.target.checked ? offerKobo : null })}
            />
            Accept the best offer for me, up to
          </label>
          {limitKobo !== null ? (
            <div className="mt-1">
              <AmountStepper
                label="Accept offers up to"
                valueKobo={limitKobo}
                minKobo={offerKobo}
                maxKobo={limitMax}
                hint="We take the cheapest offer within this while you are away."
                onChange={(kobo) => bookingDraft.set({ autoAcceptKobo: kobo })}
              />
            </div>
          ) : null}
        </div>
      ) : null}
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
