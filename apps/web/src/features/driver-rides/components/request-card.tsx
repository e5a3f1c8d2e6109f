import { againstSuggested, formatStars } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { memo, useId } from "react";
import toast from "react-hot-toast";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { pictureAt } from "../../../lib/picture-url.ts";
import type { DriverRequest } from "../api/types.ts";
import { useWithdrawOffer } from "../api/withdraw-offer.ts";
import { useRequestOffer } from "../hooks/use-request-offer.ts";
import { formatDateTime, formatDistance, formatMinutes, rideTypeName } from "../lib/format.ts";

/**
 * One incoming request: where from and to, how far the pickup is, the fare, the note, the luggage picture and the
 * rider's rating; "Offer" at the fare, or a counter-offer in naira.
 */
export const RequestCard = memo(function RequestCard({ request }: { request: DriverRequest }) {
  const id = useId();
  const withdraw = useWithdrawOffer();
  const { send, sendCounter, counter, setCounter, error, pending: sending } = useRequestOffer(request);
  const mine = request.myOffer;
  const pending = mine?.status === "pending";

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
        <div className="text-right">
          <p className="font-display text-xl font-bold text-ink">{formatNaira(request.offerKobo)}</p>
          <p className="text-xs text-ink-muted">
            {request.offerKobo === request.fareKobo
              ? "Suggested fare"
              : `Rider's offer · ${againstSuggested(request.offerKobo, request.fareKobo)}`}
          </p>
          <p className="text-xs text-ink-muted">
            {formatDistance(request.distanceM)} · {formatMinutes(request.durationS)}
          </p>
        </div>
      </div>

      <ol className="mt-3 space-y-1.5 text-sm">
        <li className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-brand-600" />
          <span className="min-w-0">
            <span className="sr-only">Pickup: </span>
            <span className="text-ink">{request.pickup.name}</span>
            <span className="text-ink-muted"> · {formatDistance(request.distanceToPickupM)} from you</span>
          </span>
        </li>
        <li className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-sm bg-ink" />
          <span className="min-w-0">
            <span className="sr-only">Destination: </span>
            <span className="text-ink">{request.destination.name}</span>
          </span>
        </li>
      </ol>

      {request.note ? (
        <p className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm text-ink">
          <span className="font-semibold">Note: </span>
          {request.note}
        </p>
      ) : null}
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

      {pending && mine ? (
        <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3">
          <p className="text-sm text-brand-800">
            Offer sent: <span className="font-bold">{formatNaira(mine.amountKobo)}</span>. Waiting for the
            rider.
          </p>
          <button
            type="button"
            className="btn-outline min-h-10 px-3 py-1 text-sm"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(mine.id, { onError: (e) => toast.error(errorMessage(e)) })}
          >
            Withdraw
          </button>
        </div>
      ) : mine && mine.status !== "withdrawn" ? (
        <p className="mt-4 rounded-2xl bg-surface px-4 py-3 text-sm text-ink-muted">
          {mine.status === "declined" ? "The rider declined your offer." : "This offer is closed."}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
          <button type="button" className="btn-primary sm:flex-1" disabled={sending} onClick={() => send()}>
            {sending ? <Spinner className="size-4" /> : null}
            Offer {formatNaira(request.offerKobo)}
          </button>
          <div className="flex gap-2 sm:flex-1">
            <label htmlFor={`${id}-counter`} className="sr-only">
              Your price in naira
            </label>
            <div className="relative min-w-0 flex-1">
              <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted">
                ₦
              </span>
              <input
                id={`${id}-counter`}
                inputMode="decimal"
                className="input pl-7"
                placeholder="Your price"
                value={counter}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setCounter(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") sendCounter();
                }}
              />
            </div>
            <button
              type="button"
              className="btn-outline shrink-0 px-4"
              disabled={sending}
              onClick={sendCounter}
            >
              Counter
            </button>
          </div>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </li>
  );
});
