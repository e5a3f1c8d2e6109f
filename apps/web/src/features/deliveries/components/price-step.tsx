import {
  againstSuggested,
  COVER_LIMIT_KOBO,
  formatDistance,
  formatMinutes,
  formatNaira,
  formatWhen,
  PARCEL_CATEGORY_LABELS,
  PARCEL_SIZE_LABELS,
  returnRule,
} from "@campusgo/domain";
import { AmountStepper, RideRoute } from "../../rides/index.ts";
import { useDeliveryEstimate } from "../api/get-estimate.ts";
import type { DeliveryEstimate } from "../api/types.ts";
import { declaredValueKobo, type SendErrors } from "../lib/send-form.ts";
import { sizeVehicles } from "../lib/size-vehicles.ts";
import { sendDraft } from "../state/send-draft.ts";

/** The sender's offer for this estimate: what they chose, kept within the band (the suggested price by default). */
export function offerWithin(chosen: number | null, estimate: DeliveryEstimate): number {
  const { minKobo, maxKobo } = estimate.offerRange;
  return Math.min(maxKobo, Math.max(minKobo, chosen ?? estimate.fareKobo));
}

/**
 * Before booking: what is sent where and to whom, the suggested price (GET /deliveries/estimate), the sender's own
 * offer within the band, and the return rule at that price.
 */
export function PriceStep({ errors }: { errors: SendErrors }) {
  const draft = sendDraft.useSelect((s) => s);
  const input =
    draft.pickup && draft.dropoff && draft.size
      ? { pickup: draft.pickup, dropoff: draft.dropoff, size: draft.size }
      : null;
  const estimate = useDeliveryEstimate(input);
  const value = declaredValueKobo(draft.declaredValue);

  return (
    <div className="space-y-3">
      <div className="rounded-2xl border border-line p-4" data-testid="send-summary">
        {draft.pickup && draft.dropoff ? (
          <RideRoute pickup={draft.pickup} destination={draft.dropoff} />
        ) : null}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-line pt-3 text-sm">
          <dt className="text-ink-muted">Package</dt>
          <dd className="text-right font-medium text-ink">
            {draft.category ? PARCEL_CATEGORY_LABELS[draft.category] : "—"}
            {draft.size ? ` · ${PARCEL_SIZE_LABELS[draft.size].name}` : ""}
            {draft.fragile ? " · Fragile" : ""}
          </dd>
          {value > 0 ? (
            <>
              <dt className="text-ink-muted">Covered</dt>
              <dd className="text-right font-medium text-ink">
                {formatNaira(Math.min(value, COVER_LIMIT_KOBO))}
              </dd>
            </>
          ) : null}
          <dt className="text-ink-muted">To</dt>
          <dd className="text-right font-medium break-words text-ink">{draft.recipientName || "—"}</dd>
          <dt className="text-ink-muted">When</dt>
          <dd className="text-right font-medium text-ink">
            {draft.scheduledAt ? formatWhen(draft.scheduledAt) : "Now"}
          </dd>
        </dl>
      </div>

      <div className="rounded-2xl bg-surface px-4 py-3" aria-live="polite">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-ink-muted">Suggested price</p>
            {estimate.data ? (
              <p className="text-sm text-ink-muted">
                {formatDistance(estimate.data.distanceM)} · about {formatMinutes(estimate.data.durationS)}
              </p>
            ) : null}
          </div>
          {estimate.data ? (
            <p className="font-display text-xl font-bold text-ink" data-testid="suggested-price">
              {formatNaira(estimate.data.fareKobo)}
            </p>
          ) : estimate.isError ? (
            <p className="text-sm text-danger" role="alert">
              Price unavailable
            </p>
          ) : (
            <span
              className="h-6 w-20 animate-pulse rounded-lg bg-line"
              role="status"
              aria-label="Working out the price"
            />
          )}
        </div>
        {draft.size ? (
          <p className="mt-1 text-xs text-ink-muted">
            {PARCEL_SIZE_LABELS[draft.size].name} parcels go by: {sizeVehicles(draft.size).toLowerCase()}.
          </p>
        ) : null}
        {estimate.data ? <OfferControls estimate={estimate.data} error={errors.offerKobo} /> : null}
      </div>
    </div>
  );
}

function OfferControls({ estimate, error }: { estimate: DeliveryEstimate; error?: string | undefined }) {
  const chosen = sendDraft.useSelect((s) => s.offerKobo);
  const offerKobo = offerWithin(chosen, estimate);
  // The API's rule at the suggested price; the same rule at the sender's own offer once they change it.
  const rule = offerKobo === estimate.fareKobo ? estimate.returnRule : returnRule(offerKobo);
  return (
    <div className="mt-3 space-y-3 border-t border-line pt-3">
      <div>
        <p className="text-sm font-semibold text-ink">Your offer</p>
        <p className="text-xs text-ink-muted">
          Drivers accept it or answer with their own price. You choose the driver and pay before pickup.
        </p>
        <div className="mt-2">
          <AmountStepper
            label="Your offer"
            valueKobo={offerKobo}
            minKobo={estimate.offerRange.minKobo}
            maxKobo={estimate.offerRange.maxKobo}
            hint={againstSuggested(offerKobo, estimate.fareKobo).replace("Suggested fare", "Suggested price")}
            onChange={(kobo) => sendDraft.set({ offerKobo: kobo })}
          />
        </div>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className="rounded-xl bg-keke-100 p-3 text-sm text-ink" data-testid="return-rule">
        {rule}
      </p>
    </div>
  );
}
