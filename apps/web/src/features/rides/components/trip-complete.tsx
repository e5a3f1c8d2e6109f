import { formatNaira } from "@campusgo/domain/money";
import { useEffect } from "react";
import { Link } from "react-router";
import { ReportDriver, TripPayment } from "../../payments/index.ts";
import type { Ride } from "../api/types.ts";
import { endedEarlyLabel } from "../lib/ended-early.ts";
import { notePayScreenSeen } from "../lib/pay-screen.ts";
import { EndedAwayNotice } from "./ended-away-notice.tsx";
import { RateTrip } from "./rate-trip.tsx";
import { DoneIcon } from "./ride-icons.tsx";
import { RideRoute } from "./ride-route.tsx";
import { RideSheet } from "./ride-sheet.tsx";

/**
 * The end of a trip: what it cost and paying for it, a rating for the driver, where it went, and the way home.
 * Paying comes first and nothing is pinned over it: on a phone the ways to pay show without scrolling past a
 * button that leaves the screen.
 */
export function TripComplete({ ride, homePath }: { ride: Ride; homePath: string }) {
  // Seen once in this visit: the home no longer sends the rider back here (app/guards/rider-home.tsx).
  useEffect(() => notePayScreenSeen(ride.id), [ride.id]);
  const early = endedEarlyLabel(ride);
  return (
    <RideSheet
      title="You have arrived"
      subtitle={`Trip with ${ride.driver?.fullName ?? "your driver"} completed.`}
    >
      <div className="flex items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
          <DoneIcon className="size-6" />
        </span>
        <p className="min-w-0 flex-1 text-sm text-ink-muted">
          {early ? "Trip fare" : "Trip fare (the offer you accepted)"}
        </p>
        <p className="font-display text-2xl font-bold text-ink" data-testid="trip-total">
          {formatNaira(ride.amountKobo ?? ride.fareKobo)}
        </p>
      </div>
      {early ? (
        <p className="mt-2 text-sm font-semibold text-ink" data-testid="ended-early">
          {early}
        </p>
      ) : null}
      <TripPayment rideId={ride.id} expected receiptLink className="mt-3" />
      <RateTrip rideId={ride.id} whom={ride.driver?.fullName.split(/\s+/)[0] ?? "your driver"} />
      <EndedAwayNotice ride={ride} />
      <div className="mt-4 rounded-2xl border border-line p-4">
        <RideRoute pickup={ride.pickup} destination={ride.destination} />
      </div>
      {ride.driver ? <ReportDriver rideId={ride.id} className="mt-3" /> : null}
      <Link to={homePath} className="btn-outline mt-4 w-full">
        Back to home
      </Link>
    </RideSheet>
  );
}
