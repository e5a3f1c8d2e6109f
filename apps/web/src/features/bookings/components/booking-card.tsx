import { formatDateTime, formatNaira } from "@campusgo/domain";
import { Link } from "react-router";
import { ChevronRightIcon } from "../../../components/app-icons.tsx";
import { bookingDetailsPath, dashboardPaths, paths } from "../../../config/paths.ts";
import {
  bookingDraft,
  isLiveRide,
  liveRidePath,
  type Ride,
  rideTypeLabel,
  withRide,
} from "../../rides/index.ts";
import { isCancellableLater, isEndedBooking } from "../lib/booking-status.ts";
import { BookingStatusBadge } from "./status-badge.tsx";

const ACTION = "relative z-10 text-sm font-semibold underline underline-offset-2";

/**
 * One booking in My Bookings: the whole card opens its details; its own actions (Cancel a booking for later,
 * Open a ride under way, Book again an ended one) sit above that.
 */
export function BookingCard({ ride }: { ride: Ride }) {
  const when = ride.scheduledAt ?? ride.createdAt;
  return (
    <li className="relative rounded-3xl border border-line bg-white p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {rideTypeLabel(ride.rideType)}
            {ride.roundTrip ? " · round trip" : ""}
          </p>
          <p className="mt-0.5 text-sm text-ink-muted">{formatDateTime(when)}</p>
        </div>
        <p className="font-display text-lg font-bold text-ink">
          {formatNaira(ride.amountKobo ?? ride.fareKobo)}
        </p>
      </div>
      <Link
        to={bookingDetailsPath(ride.id)}
        aria-label={`${ride.pickup.name} to ${ride.destination.name}, booking details`}
        className="mt-2 flex items-center gap-2 text-sm text-ink outline-none after:absolute after:inset-0 after:rounded-3xl"
      >
        <span className="min-w-0 flex-1 break-words">
          {ride.pickup.name} <span aria-hidden="true">→</span> {ride.destination.name}
        </span>
        <ChevronRightIcon className="size-4 shrink-0 text-ink-muted" />
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={ride.status} />
        {ride.driver ? <span className="text-xs text-ink-muted">with {ride.driver.fullName}</span> : null}
        {ride.status === "cancelled" && ride.cancelReason ? (
          <span className="text-xs text-ink-muted">· {ride.cancelReason}</span>
        ) : null}
        <span className="ml-auto flex gap-3">
          {isCancellableLater(ride.status) ? (
            <Link to={withRide(dashboardPaths.cancelled, ride.id)} className={`${ACTION} text-danger`}>
              Cancel
            </Link>
          ) : null}
          {isLiveRide(ride.status) ? (
            <Link to={liveRidePath(ride)} className={`${ACTION} text-brand-700`}>
              Open
            </Link>
          ) : null}
          {isEndedBooking(ride.status) ? (
            <Link
              to={paths.dashboard}
              onClick={() =>
                bookingDraft.set({
                  rideType: ride.rideType,
                  pickup: ride.pickup,
                  destination: ride.destination,
                })
              }
              className={`${ACTION} text-brand-700`}
            >
              Book again
            </Link>
          ) : null}
        </span>
      </div>
    </li>
  );
}
