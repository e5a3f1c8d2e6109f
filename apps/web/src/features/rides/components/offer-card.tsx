import { againstSuggested, formatAway } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { memo } from "react";
import { Avatar } from "../../../components/avatar.tsx";
import { VehicleText } from "../../../components/vehicle-text.tsx";
import type { Offer } from "../api/types.ts";
import { Rating } from "./rating.tsx";

interface OfferCardProps {
  offer: Offer;
  /** The ride's suggested fare: each offer shows how far it is from it ("+₦200"). */
  suggestedKobo: number;
  busy: boolean;
  onAccept: (offer: Offer) => void;
  /** Leave out where an offer cannot be declined: only Accept shows. */
  onDecline?: (offer: Offer) => void;
  /** Leave out where there are no details to open. */
  onDetails?: (offer: Offer) => void;
}

/** One driver's offer: who, how far, how much; Decline, Accept and View details. */
export const OfferCard = memo(function OfferCard({
  offer,
  suggestedKobo,
  busy,
  onAccept,
  onDecline,
  onDetails,
}: OfferCardProps) {
  const { driver } = offer;
  const away = formatAway(offer.distanceM, offer.etaS, "Arriving");
  return (
    <li
      className="rounded-2xl border border-line bg-white p-3.5 shadow-sm"
      aria-label={`Offer from ${driver.fullName}`}
    >
      <div className="flex items-start gap-3">
        <Avatar name={driver.fullName} src={driver.profileImage} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">{driver.fullName}</p>
          <Rating rating={driver.rating} count={driver.ratingCount} />
          <p className="text-xs break-words text-ink-muted">
            <VehicleText vehicle={driver.vehicle} />
          </p>
        </div>
        <div className="text-right">
          <p className="font-display text-lg font-bold text-ink">{formatNaira(offer.amountKobo)}</p>
          <p
            className={`text-xs font-semibold ${offer.amountKobo > suggestedKobo ? "text-ink" : "text-brand-700"}`}
            data-testid="against-suggested"
          >
            {againstSuggested(offer.amountKobo, suggestedKobo)}
          </p>
          {away ? <p className="text-xs text-ink-muted">{away}</p> : null}
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2">
        {onDetails ? (
          <button
            type="button"
            onClick={() => onDetails(offer)}
            className="min-h-11 px-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            View details
          </button>
        ) : null}
        <div className="ml-auto flex gap-2">
          {onDecline ? (
            <button
              type="button"
              className="btn-outline min-h-10 px-4 py-1.5"
              disabled={busy}
              onClick={() => onDecline(offer)}
            >
              Decline
            </button>
          ) : null}
          <button
            type="button"
            className="btn-primary min-h-10 px-4 py-1.5"
            disabled={busy}
            onClick={() => onAccept(offer)}
          >
            Accept
          </button>
        </div>
      </div>
    </li>
  );
});
