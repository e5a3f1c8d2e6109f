import { formatDateTime } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { memo, useId } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import {
  MyOffer,
  OfferControls,
  RequestNote,
  RequestPrice,
  RequestRoute,
  useOfferForm,
} from "../../driver-rides/index.ts";
import { useMakeDeliveryOffer } from "../api/make-delivery-offer.ts";
import type { DeliveryRequestItem } from "../api/types.ts";
import { useWithdrawDeliveryOffer } from "../api/withdraw-delivery-offer.ts";
import { declaredValueWords, parcelKind } from "../lib/parcel-words.ts";
import { ParcelBadge } from "./parcel-badge.tsx";

/**
 * One parcel to carry, marked as a package among the ride requests: its size and kind, fragile, the declared
 * value, how far the pickup is and the road, the sender's first name, the price and the band to offer in;
 * "Offer" at the sender's price, or a counter-offer in naira.
 */
export const DeliveryRequestCard = memo(function DeliveryRequestCard({
  request,
}: {
  request: DeliveryRequestItem;
}) {
  const id = useId();
  const offer = useMakeDeliveryOffer();
  const withdraw = useWithdrawDeliveryOffer();
  const form = useOfferForm(
    request.offerRange,
    (amountKobo, callbacks) => offer.mutate({ deliveryId: request.id, amountKobo }, callbacks),
    offer.isPending,
  );
  const mine = request.myOffer;
  const value = declaredValueWords(request.declaredValueKobo);

  return (
    <li
      className="rounded-3xl border-2 border-keke-400 bg-white p-4 shadow-sm sm:p-5"
      aria-label={`Package request from ${request.senderFirstName}`}
      data-testid="delivery-request"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <ParcelBadge fragile={request.fragile} />
          <p className="mt-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {parcelKind(request)}
            {request.scheduledAt ? ` · ${formatDateTime(request.scheduledAt)}` : ""}
          </p>
          <p className="mt-0.5 font-semibold text-ink">From {request.senderFirstName}</p>
        </div>
        <RequestPrice request={request} suggested="Suggested price" bookersOffer="Sender's offer" />
      </div>

      <RequestRoute
        pickup={request.pickup.name}
        to={request.dropoff.name}
        toLabel="Drop-off"
        distanceToPickupM={request.distanceToPickupM}
      />

      <p className="mt-3 text-sm text-ink-muted">
        You can offer {formatNaira(request.offerRange.minKobo)} to {formatNaira(request.offerRange.maxKobo)}
      </p>
      {value ? <p className="text-sm text-ink-muted">{value}</p> : null}
      <RequestNote note={request.note} />

      <MyOffer
        mine={mine}
        booker="sender"
        withdrawing={withdraw.isPending}
        onWithdraw={(offerId) => withdraw.mutate(offerId, { onError: (e) => toast.error(errorMessage(e)) })}
        otherwise={<OfferControls id={id} askedKobo={request.offerKobo} form={form} />}
      />
    </li>
  );
});
