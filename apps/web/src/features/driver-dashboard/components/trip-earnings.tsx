import { type EarningsView, formatDateTime } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";

type Trip = EarningsView["trips"][number];

/** Why a delivery's earnings wait, with no date to name. */
const HELD_FOR: Record<NonNullable<Trip["heldFor"]>, string> = {
  until_done: "On hold until the package is delivered and its code checked",
  disputed: "On hold: the hand-over is disputed, until our team decides",
};

/**
 * The paid trips (rides and package deliveries): where, when (WAT), the fare, the commission and what the driver
 * earned; why a trip cost less than agreed, and whether its earnings are on hold and until when.
 */
export function TripEarnings({ trips }: { trips: Trip[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white">
      {trips.map((trip) => (
        <li key={trip.rideId} className="px-4 py-3 sm:px-5" data-testid="trip-earning">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold break-words text-ink">
              {trip.kind === "delivery" ? (
                <span className="mr-1.5 rounded-full bg-keke-100 px-2 py-0.5 align-middle text-xs font-bold text-ink">
                  Package
                </span>
              ) : null}
              {trip.pickupName} to {trip.destName}
            </p>
            <p className="shrink-0 font-bold whitespace-nowrap text-ink tabular-nums">
              <span className="sr-only">Earned </span>
              {formatNaira(trip.earnedKobo)}
            </p>
          </div>
          <div className="mt-1 flex flex-wrap justify-between gap-x-4 gap-y-0.5 text-sm text-ink-muted">
            <span>{formatDateTime(trip.paidAt)}</span>
            <span className="tabular-nums">
              Fare {formatNaira(trip.amountKobo)} · Commission {formatNaira(trip.commissionKobo)}
            </span>
          </div>
          {trip.priceNote ? <p className="mt-1 text-sm text-ink">{trip.priceNote}</p> : null}
          {trip.onHoldUntil ? (
            <p
              className="mt-2 rounded-lg bg-keke-100 px-2 py-1 text-sm font-semibold text-ink"
              data-testid="on-hold"
            >
              On hold until {formatDateTime(trip.onHoldUntil)}, while we review the trip
            </p>
          ) : trip.heldFor ? (
            <p
              className="mt-2 rounded-lg bg-keke-100 px-2 py-1 text-sm font-semibold text-ink"
              data-testid="on-hold"
            >
              {HELD_FOR[trip.heldFor]}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
