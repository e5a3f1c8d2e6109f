import { useCallback } from "react";
import toast from "react-hot-toast";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { OfferCard } from "../../rides/index.ts";
import { useAcceptDeliveryOffer } from "../api/accept-offer.ts";
import type { Delivery, DeliveryOffer } from "../api/types.ts";
import { useLiveDeliveryOffers } from "../hooks/use-live-delivery-offers.ts";

/** Drivers' offers on a delivery looking for a driver, as they come; Accept assigns that driver. */
export function DeliveryOffers({ delivery }: { delivery: Delivery }) {
  const { offers, isPending } = useLiveDeliveryOffers(delivery.id, delivery.status === "searching");
  const accept = useAcceptDeliveryOffer();
  const onAccept = useCallback(
    (offer: DeliveryOffer) =>
      accept.mutate(offer.id, {
        onSuccess: () => toast.success("Driver assigned. Pay before pickup."),
        onError: (e) => toast.error(errorMessage(e)),
      }),
    [accept.mutate],
  );

  return (
    <section aria-labelledby="delivery-offers-title">
      <h2 id="delivery-offers-title" className="font-semibold text-ink">
        Drivers' offers
        {offers.length > 0 ? <span className="text-ink-muted"> ({offers.length})</span> : null}
      </h2>
      {offers.length > 0 ? (
        <ul className="mt-2 space-y-3" aria-live="polite">
          {offers.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              suggestedKobo={delivery.fareKobo}
              busy={accept.isPending}
              onAccept={onAccept}
            />
          ))}
        </ul>
      ) : isPending ? (
        <div
          className="mt-2 h-24 animate-pulse rounded-2xl bg-surface"
          role="status"
          aria-label="Loading offers"
        />
      ) : (
        <div className="mt-2 flex items-center gap-3 rounded-2xl bg-surface p-3" role="status">
          <Spinner bold className="size-5 text-brand-600" />
          <p className="text-sm text-ink-muted">Offers show here the moment a driver answers.</p>
        </div>
      )}
    </section>
  );
}
