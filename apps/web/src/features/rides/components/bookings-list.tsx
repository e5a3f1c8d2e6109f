import { formatNaira } from "@campusgo/domain/money";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { dashboardPaths, paths } from "../../../config/paths.ts";
import { type RideScope, useRides } from "../api/get-rides.ts";
import { ACTIVE_STATUSES, type Ride } from "../api/types.ts";
import { withRide } from "../hooks/use-flow-paths.ts";
import { formatDateTime } from "../lib/format.ts";
import { rideTypeLabel } from "../lib/ride-types.ts";
import { RIDER_SCREEN_BY_STATUS } from "../lib/rider-screens.ts";
import { bookingDraft } from "../state/booking-draft.ts";

const STATUS_LABEL: Record<Ride["status"], string> = {
  scheduled: "Scheduled",
  searching: "Finding a driver",
  accepted: "Driver on the way",
  arrived: "Driver arrived",
  in_progress: "On trip",
  waiting: "Driver waiting",
  returning: "On the way back",
  completed: "Completed",
  cancelled: "Cancelled",
  expired: "No driver found",
};

/** Where "Open" resumes a ride still going on (a round trip's wait and way back included); none once it ended. */
function openPath(ride: Ride): string | null {
  if (!ACTIVE_STATUSES.includes(ride.status)) return null;
  const screen = RIDER_SCREEN_BY_STATUS[ride.status];
  if (screen === "lookingFor") return withRide(dashboardPaths.lookingFor, ride.id);
  if (screen === "driverCall") return withRide(dashboardPaths.driverCall, ride.id);
  return null;
}

/** The rider's bookings of one tab (GET /rides?scope=), newest first; `empty` when there are none. */
export function BookingsList({ scope, empty }: { scope: RideScope; empty: ReactNode }) {
  const rides = useRides(scope);
  if (rides.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading bookings">
        <div className="h-24 animate-pulse rounded-3xl bg-white" />
        <div className="h-24 animate-pulse rounded-3xl bg-white" />
      </div>
    );
  }
  if (rides.isError) {
    return (
      <p className="rounded-3xl bg-white p-5 text-danger">
        Your bookings could not be loaded. Please try again.
      </p>
    );
  }
  if (rides.data.length === 0) return <>{empty}</>;
  return (
    <ul className="space-y-3">
      {rides.data.map((ride) => {
        const open = openPath(ride);
        const when = ride.scheduledAt ?? ride.createdAt;
        return (
          <li key={ride.id} className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5">
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
            <p className="mt-2 truncate text-sm text-ink">
              {ride.pickup.name} <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> {ride.destination.name}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <span
                className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
                  ride.status === "cancelled" || ride.status === "expired"
                    ? "bg-red-50 text-danger"
                    : ride.status === "completed"
                      ? "bg-brand-50 text-brand-800"
                      : "bg-keke-100 text-ink"
                }`}
              >
                {STATUS_LABEL[ride.status]}
              </span>
              {ride.driver ? (
                <span className="text-xs text-ink-muted">with {ride.driver.fullName}</span>
              ) : null}
              {ride.status === "cancelled" && ride.cancelReason ? (
                <span className="text-xs text-ink-muted">· {ride.cancelReason}</span>
              ) : null}
              <span className="ml-auto flex gap-3">
                {ride.status === "scheduled" ? (
                  <Link
                    to={withRide(dashboardPaths.cancelled, ride.id)}
                    className="text-sm font-semibold text-danger underline"
                  >
                    Cancel
                  </Link>
                ) : null}
                {open ? (
                  <Link to={open} className="text-sm font-semibold text-brand-700 underline">
                    Open
                  </Link>
                ) : null}
                {ride.status === "completed" || ride.status === "cancelled" || ride.status === "expired" ? (
                  <Link
                    to={paths.dashboard}
                    onClick={() =>
                      bookingDraft.set({
                        rideType: ride.rideType,
                        pickup: ride.pickup,
                        destination: ride.destination,
                      })
                    }
                    className="text-sm font-semibold text-brand-700 underline"
                  >
                    Book again
                  </Link>
                ) : null}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
