import { formatRating } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { pictureAt } from "../../../lib/picture-url.ts";
import { RateTrip } from "../../rides/index.ts";
import { SosButton } from "../../safety/index.ts";
import { useDriverActiveRide } from "../api/get-driver-active-ride.ts";
import type { Ride } from "../api/types.ts";
import { setFinishedRide, useFinishedRide } from "../hooks/finished-ride.ts";
import { setRideNotice, useRideNotice } from "../hooks/ride-notice.ts";
import { formatDistance, rideTypeName } from "../lib/format.ts";
import { directionsUrl } from "../lib/navigation.ts";
import { currentLeg } from "../lib/next-step.ts";
import { CancelRideDialog } from "./cancel-ride-dialog.tsx";
import { RideMap } from "./ride-map.tsx";
import { StepAction } from "./step-action.tsx";

const HEADINGS: Partial<Record<Ride["status"], string>> = {
  accepted: "Head to the pickup",
  arrived: "Waiting for the rider",
  in_progress: "Trip in progress",
  waiting: "Waiting at the destination",
  returning: "On the way back",
};

/**
 * The ride the driver is on: navigation, Arrived, Start with the rider's PIN, Complete (a round trip waits at
 * the destination and drives back first); cancel before the start.
 */
export function ActiveRidePanel() {
  const active = useDriverActiveRide();
  const notice = useRideNotice();
  const finished = useFinishedRide();
  const ride = active.data;
  if (ride) return <ActiveRide ride={ride} />;
  if (finished && !notice) {
    return (
      <section aria-label="Trip completed" className="rounded-3xl border border-line bg-white p-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-display text-lg font-bold">Trip completed</h2>
          <button
            type="button"
            className="btn-outline min-h-10 px-3 py-1 text-sm"
            onClick={() => setFinishedRide(null)}
          >
            Dismiss
          </button>
        </div>
        {finished.note ? <p className="mt-1 text-sm text-ink-muted">{finished.note}</p> : null}
        <RateTrip rideId={finished.rideId} whom={finished.riderName} />
      </section>
    );
  }
  if (!notice) return null;
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-3xl border border-danger/30 bg-red-50 p-4"
      role="status"
    >
      <p className="text-sm font-semibold text-danger">{notice}</p>
      <button
        type="button"
        className="btn-outline min-h-10 px-3 py-1 text-sm"
        onClick={() => setRideNotice(null)}
      >
        Dismiss
      </button>
    </div>
  );
}

function ActiveRide({ ride }: { ride: Ride }) {
  const id = useId();
  const [cancelling, setCancelling] = useState(false);
  const leg = currentLeg(ride);
  const onError = (e: unknown) => toast.error(errorMessage(e));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border-2 border-brand-600 bg-white p-4 shadow-md sm:p-6"
      data-testid="active-ride"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {rideTypeName(ride.rideType)} ride{ride.roundTrip ? " · round trip" : ""}
          </p>
          <h3 id={`${id}-title`} className="font-display text-xl font-bold text-ink">
            {HEADINGS[ride.status] ?? "Your ride"}
          </h3>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-ink-muted">Amount</span>
          <span className="font-display text-2xl font-bold text-ink">
            {formatNaira(ride.amountKobo ?? ride.fareKobo)}
          </span>
        </p>
      </div>

      {ride.rider ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-2xl bg-surface px-4 py-3">
          <p className="min-w-0">
            <span className="block truncate font-semibold text-ink" title={ride.rider.fullName}>
              {ride.rider.fullName}
            </span>
            <span className="text-sm whitespace-nowrap text-ink-muted">
              ★ {formatRating(ride.rider.rating, ride.rider.ratingCount, "New rider")}
            </span>
          </p>
          {ride.rider.phoneNumber ? (
            <a
              href={`tel:${ride.rider.phoneNumber}`}
              className="btn-outline min-h-10 shrink-0 px-4 py-1.5 whitespace-nowrap"
            >
              Call rider
            </a>
          ) : null}
        </div>
      ) : null}

      <ol className="mt-3 space-y-1.5 text-sm">
        <li className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-brand-600" />
          <span>
            <span className="sr-only">Pickup: </span>
            {ride.pickup.name}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-sm bg-ink" />
          <span>
            <span className="sr-only">Destination: </span>
            {ride.destination.name}
            <span className="text-ink-muted"> · {formatDistance(ride.distanceM)}</span>
          </span>
        </li>
      </ol>
      <div className="mt-4 space-y-2">
        <StepAction ride={ride} onError={onError} />
      </div>
      <a
        href={directionsUrl(leg.to)}
        target="_blank"
        rel="noreferrer"
        className="btn-outline mt-2 min-h-10 w-full px-4 py-1.5"
      >
        Navigate to {leg.toPickup ? "pickup" : "destination"}
        <span className="sr-only"> (opens Google Maps)</span>
      </a>
      <div className="mt-3">
        <RideMap ride={ride} />
      </div>

      {ride.note ? (
        <p className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm">
          <span className="font-semibold">Note: </span>
          {ride.note}
        </p>
      ) : null}
      {ride.luggage.hasLuggage && ride.luggage.imageUrl ? (
        <img
          src={pictureAt(ride.luggage.imageUrl, 160)}
          alt="The rider's luggage"
          loading="lazy"
          className="mt-3 h-16 w-20 rounded-xl bg-surface object-cover"
        />
      ) : null}

      <SosButton kind="ride" tripId={ride.id} className="mt-3" />
      {ride.status === "accepted" || ride.status === "arrived" ? (
        <button
          type="button"
          className="mt-2 min-h-11 w-full font-semibold text-danger underline"
          onClick={() => setCancelling(true)}
        >
          Cancel ride
        </button>
      ) : null}
      <CancelRideDialog rideId={ride.id} open={cancelling} onClose={() => setCancelling(false)} />
    </section>
  );
}
