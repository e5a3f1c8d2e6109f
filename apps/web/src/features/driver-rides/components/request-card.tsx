import { formatStars } from "@campusgo/domain";
import { memo, useId } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { pictureAt } from "../../../lib/picture-url.ts";
import type { DriverRequest } from "../api/types.ts";
import { useWithdrawOffer } from "../api/withdraw-offer.ts";
import { useRequestOffer } from "../hooks/use-request-offer.ts";
import { formatDateTime, rideTypeName } from "../lib/format.ts";
import { OfferControls } from "./offer-controls.tsx";
import { MyOffer, RequestNote, RequestPrice, RequestRoute } from "./request-parts.tsx";

/**
 * One incoming request: where from and to, how far the pickup is, the fare, the note, the luggage picture and the
 * rider's rating; "Offer" at the fare, or a counter-offer in naira.
 */
export const RequestCard = memo(function RequestCard({ request }: { request: DriverRequest }) {
  const id = useId();
  const withdraw = useWithdrawOffer();
  const form = useRequestOffer(request);
  const mine = request.myOffer;

  return (
    <li
      className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5"
      aria-label={`Request from ${request.rider.fullName}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {rideTypeName(request.rideType)} ride
            {request.roundTrip ? ` · round trip, ${request.waitMinutes} min wait` : ""}
            {request.scheduledAt ? ` · ${formatDateTime(request.scheduledAt)}` : ""}
          </p>
          <p className="mt-0.5 font-semibold text-ink">
            {request.rider.fullName}{" "}
            <span className="font-normal text-ink-muted">
              · ★ {request.rider.rating !== null ? formatStars(request.rider.rating) : "New rider"}
            </span>
          </p>
        </div>
        <RequestPrice request={request} suggested="Suggested fare" bookersOffer="Rider's offer" />
      </div>

      <RequestRoute
        pickup={request.pickup.name}
        to={request.destination.name}
        toLabel="Destination"
        distanceToPickupM={request.distanceToPickupM}
      />
      <RequestNote note={request.note} />
      {request.luggage.hasLuggage ? (
        <div className="mt-3 flex items-center gap-3">
          {request.luggage.imageUrl ? (
            <a href={pictureAt(request.luggage.imageUrl, 720)} target="_blank" rel="noreferrer">
              <img
                src={pictureAt(request.luggage.imageUrl, 160)}
                alt="The rider's luggage"
                loading="lazy"
                className="h-16 w-20 rounded-xl bg-surface object-cover"
              />
            </a>
          ) : null}
          <span className="text-sm font-semibold text-keke-600">With luggage</span>
        </div>
      ) : null}

      <MyOffer
        mine={mine}
        booker="rider"
        withdrawing={withdraw.isPending}
        onWithdraw={(offerId) => withdraw.mutate(offerId, { onError: (e) => toast.error(errorMessage(e)) })}
        otherwise={<OfferControls id={id} askedKobo={request.offerKobo} form={form} />}
      />
    </li>
  );
});
