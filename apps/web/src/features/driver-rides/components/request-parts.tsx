import { againstSuggested, type OfferView } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import type { ReactNode } from "react";
import { formatDistance, formatMinutes } from "../lib/format.ts";

/** The price asked ("Suggested fare", or the booker's own offer against it), the road and its time. */
export function RequestPrice({
  request,
  suggested,
  bookersOffer,
}: {
  request: { offerKobo: number; fareKobo: number; distanceM: number; durationS: number };
  /** "Suggested fare", "Suggested price". */
  suggested: string;
  /** "Rider's offer", "Sender's offer". */
  bookersOffer: string;
}) {
  return (
    <div className="shrink-0 text-right">
      <p className="font-display text-xl font-bold text-ink">{formatNaira(request.offerKobo)}</p>
      <p className="text-xs text-ink-muted">
        {request.offerKobo === request.fareKobo
          ? suggested
          : `${bookersOffer} · ${againstSuggested(request.offerKobo, request.fareKobo)}`}
      </p>
      <p className="text-xs text-ink-muted">
        {formatDistance(request.distanceM)} · {formatMinutes(request.durationS)}
      </p>
    </div>
  );
}

/** Where from (and how far that is from the driver) and where to. */
export function RequestRoute({
  pickup,
  to,
  toLabel,
  distanceToPickupM,
}: {
  pickup: string;
  to: string;
  /** "Destination", "Drop-off": what a screen reader says before the place. */
  toLabel: string;
  distanceToPickupM: number;
}) {
  return (
    <ol className="mt-3 space-y-1.5 text-sm">
      <li className="flex items-start gap-2">
        <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-brand-600" />
        <span className="min-w-0">
          <span className="sr-only">Pickup: </span>
          <span className="text-ink">{pickup}</span>
          <span className="text-ink-muted"> · {formatDistance(distanceToPickupM)} from you</span>
        </span>
      </li>
      <li className="flex items-start gap-2">
        <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-sm bg-ink" />
        <span className="min-w-0">
          <span className="sr-only">{toLabel}: </span>
          <span className="text-ink">{to}</span>
        </span>
      </li>
    </ol>
  );
}

/** The booker's note, if any. */
export function RequestNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <p className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm text-ink">
      <span className="font-semibold">Note: </span>
      {note}
    </p>
  );
}

/**
 * Where the driver's own offer stands: sent and waiting for the booker (with Withdraw), declined or closed; the
 * offer controls (`otherwise`) while there is none.
 */
export function MyOffer({
  mine,
  booker,
  withdrawing,
  onWithdraw,
  otherwise,
}: {
  mine: OfferView | undefined | null;
  /** "rider", "sender". */
  booker: string;
  withdrawing: boolean;
  onWithdraw: (offerId: string) => void;
  otherwise: ReactNode;
}) {
  if (mine?.status === "pending") {
    return (
      <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3">
        <p className="text-sm text-brand-800">
          Offer sent: <span className="font-bold">{formatNaira(mine.amountKobo)}</span>. Waiting for the{" "}
          {booker}.
        </p>
        <button
          type="button"
          className="btn-outline min-h-10 px-3 py-1 text-sm"
          disabled={withdrawing}
          onClick={() => onWithdraw(mine.id)}
        >
          Withdraw
        </button>
      </div>
    );
  }
  if (mine && mine.status !== "withdrawn") {
    return (
      <p className="mt-4 rounded-2xl bg-surface px-4 py-3 text-sm text-ink-muted">
        {mine.status === "declined" ? `The ${booker} declined your offer.` : "This offer is closed."}
      </p>
    );
  }
  return <>{otherwise}</>;
}
