import { againstSuggested, formatStars } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { useEffect, useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { formatCountdown } from "../../../lib/format-countdown.ts";
import { useTimeLeft } from "../../../lib/use-time-left.ts";
import { useDriverRequests } from "../api/get-driver-requests.ts";
import type { DriverRequest } from "../api/types.ts";
import { dropIncoming, queueIncoming, useIncoming } from "../hooks/incoming-requests.ts";
import { usePageVisible } from "../hooks/use-page-visible.ts";
import { useRequestOffer } from "../hooks/use-request-offer.ts";
import { useRequestTitle } from "../hooks/use-request-title.ts";
import { formatDateTime, formatDistance, formatMinutes, rideTypeName } from "../lib/format.ts";
import { closeRequestNotification, onRequestNotificationClick } from "../lib/request-notifications.ts";
import { CounterOffer, OfferError } from "./offer-controls.tsx";

/**
 * The full-screen incoming request (like a ride app's offer screen) for requests that came while the driver was
 * not looking, or that they opened from a notification: one at a time, with the places, the distances, the
 * price, the ride type and the time left to offer; Offer at the price, a counter-offer, or Not now. While such
 * requests wait in a background tab, its title alternates to say so. The request lists stay as they are.
 */
export function IncomingRequestView({ online }: { online: boolean }) {
  const ids = useIncoming();
  const visible = usePageVisible();
  const requests = useDriverRequests(online);
  const list = online ? requests.data : undefined;
  const [params, setParams] = useSearchParams();
  const opened = params.get("request");

  // A notification clicked with the app open, or the app opened by one (/dashboard?request=<id>).
  useEffect(() => onRequestNotificationClick((rideId) => queueIncoming(rideId, true)), []);
  useEffect(() => {
    if (!opened) return;
    queueIncoming(opened, true);
    setParams(
      (p) => {
        p.delete("request");
        return p;
      },
      { replace: true },
    );
  }, [opened, setParams]);

  const waiting = list
    ? ids.flatMap((id) => {
        const request = list.find((r) => r.id === id);
        return request && !request.myOffer ? [request] : [];
      })
    : [];

  // Requests taken by another driver, lapsed, or already answered from the list leave the view (judged by a
  // list no read is refreshing: one opened from a notification may not be in the list the page started with).
  const settled = list && !requests.isFetching ? list : undefined;
  useEffect(() => {
    const list = settled;
    if (!list) return;
    for (const id of ids) {
      const request = list.find((r) => r.id === id);
      if (!request || request.myOffer) dropIncoming(id);
    }
  }, [ids, settled]);

  useRequestTitle(waiting.length, visible);

  // Once the driver looks, the system notifications of what the view shows have done their work.
  const shownKey = visible ? waiting.map((r) => r.id).join(",") : "";
  useEffect(() => {
    for (const id of shownKey ? shownKey.split(",") : []) void closeRequestNotification(id);
  }, [shownKey]);

  const request = visible ? waiting[0] : undefined;
  if (!request) return null;
  return <IncomingRequestDialog key={request.id} request={request} more={waiting.length - 1} />;
}

function IncomingRequestDialog({ request, more }: { request: DriverRequest; more: number }) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = () => dropIncoming(request.id);
  const form = useRequestOffer(request, dismiss);
  const { send, error, pending } = form;
  const left = useTimeLeft(request.expiresAt);
  const windowMs = Math.max(1, Date.parse(request.expiresAt) - Date.parse(request.createdAt));
  const expired = left <= 0;

  useEffect(() => {
    if (expired) dropIncoming(request.id);
  }, [expired, request.id]);

  // Opened as a modal once painted (focus moves in and stays; the page behind is inert), closed on unmount.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const timer = window.setTimeout(() => {
      if (!dialog.open && dialog.isConnected) dialog.showModal();
    }, 0);
    return () => {
      window.clearTimeout(timer);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const type = rideTypeName(request.rideType);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      data-testid="incoming-request"
      onCancel={(e) => {
        e.preventDefault();
        dismiss();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink backdrop:bg-ink/70 sm:m-auto sm:h-fit sm:max-h-[calc(100dvh-2rem)] sm:max-w-lg sm:rounded-3xl sm:shadow-2xl"
    >
      <div className="flex min-h-full flex-col">
        <header className="bg-gradient-to-b from-brand-700 to-brand-800 px-5 pt-6 pb-5 text-white sm:rounded-t-3xl">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {type} ride
              {request.roundTrip ? " · round trip" : ""}
            </p>
            {more > 0 ? (
              <p className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">{more} more waiting</p>
            ) : null}
          </div>
          <h2 id={`${id}-title`} className="mt-1 font-display text-2xl font-extrabold">
            New ride request
          </h2>
          <div className="mt-4 flex items-end justify-between gap-3">
            <div>
              <p className="font-display text-4xl font-extrabold">{formatNaira(request.offerKobo)}</p>
              <p className="text-sm text-brand-100">
                {request.offerKobo === request.fareKobo
                  ? "Suggested fare"
                  : `Rider's offer · ${againstSuggested(request.offerKobo, request.fareKobo)}`}
              </p>
            </div>
            <p className="text-right text-sm text-brand-100">
              Offer within
              <span role="timer" className="block font-display text-2xl font-bold text-white tabular-nums">
                {formatCountdown(left)}
              </span>
            </p>
          </div>
          <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/20" aria-hidden="true">
            <div
              className="h-full rounded-full bg-keke-400 transition-[width] duration-1000 ease-linear"
              style={{ width: `${Math.min(100, (left / windowMs) * 100)}%` }}
            />
          </div>
        </header>

        <div className="flex flex-1 flex-col gap-4 px-5 py-5">
          <ol id={`${id}-summary`} className="space-y-3">
            <li className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-full bg-brand-600" />
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-ink-muted uppercase">Pickup</span>
                <span className="block text-lg font-semibold break-words">{request.pickup.name}</span>
                <span className="block text-sm text-ink-muted">
                  {formatDistance(request.distanceToPickupM)} from you
                </span>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-sm bg-ink" />
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-ink-muted uppercase">Destination</span>
                <span className="block text-lg font-semibold break-words">{request.destination.name}</span>
                <span className="block text-sm text-ink-muted">
                  Trip {formatDistance(request.distanceM)} · {formatMinutes(request.durationS)}
                </span>
              </span>
            </li>
          </ol>
          <p className="text-sm text-ink-muted">
            {request.rider.fullName} · ★{" "}
            {request.rider.rating !== null ? formatStars(request.rider.rating) : "New rider"}
            {request.scheduledAt ? ` · pickup ${formatDateTime(request.scheduledAt)}` : ""}
            {request.luggage.hasLuggage ? " · with luggage" : ""}
          </p>
          {request.note ? (
            <p className="rounded-xl bg-surface px-3 py-2 text-sm">
              <span className="font-semibold">Note: </span>
              {request.note}
            </p>
          ) : null}

          <div className="mt-auto flex flex-col gap-3 pt-2">
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the request view opens for this one action; it takes focus as a dialog's first control does.
              autoFocus
              className="btn-primary min-h-14 text-lg"
              disabled={pending}
              onClick={() => send()}
            >
              {pending ? <Spinner className="size-4" /> : null}
              Offer {formatNaira(request.offerKobo)}
            </button>
            <CounterOffer id={id} form={form} />
            <OfferError id={id} error={error} />
            <button
              type="button"
              className="min-h-11 rounded-xl font-semibold text-ink-muted hover:bg-surface hover:text-ink"
              onClick={dismiss}
            >
              Not now
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
