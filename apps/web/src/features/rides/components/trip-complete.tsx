import { formatNaira } from "@campusgo/domain/money";
import { Link } from "react-router";
import { IconBadge } from "../../../components/icon-badge.tsx";
import { ReportDriver, TripPayment } from "../../payments/index.ts";
import type { Ride } from "../api/types.ts";
import { EndedAwayNotice } from "./ended-away-notice.tsx";
import { RateTrip } from "./rate-trip.tsx";
import { DoneIcon } from "./ride-icons.tsx";
import { RideRoute } from "./ride-route.tsx";
import { RideSheet } from "./ride-sheet.tsx";

/** The end of a trip: what it cost and paying for it, where it went, a rating for the driver, and the way home. */
export function TripComplete({ ride, homePath }: { ride: Ride; homePath: string }) {
  return (
    <RideSheet
      title="You have arrived"
      subtitle={`Trip with ${ride.driver?.fullName ?? "your driver"} completed.`}
      footer={
        <Link to={homePath} className="btn-primary w-full">
          Back to home
        </Link>
      }
    >
      <div className="flex flex-col items-center text-center">
        <IconBadge tone="brand">
          <DoneIcon />
        </IconBadge>
        <p className="mt-3 text-sm text-ink-muted">Trip fare (the offer you accepted)</p>
        <p className="font-display text-3xl font-bold text-ink" data-testid="trip-total">
          {formatNaira(ride.amountKobo ?? ride.fareKobo)}
        </p>
      </div>
      <TripPayment rideId={ride.id} expected receiptLink className="mt-4" />
      <div className="mt-4 rounded-2xl border border-line p-4">
        <RideRoute pickup={ride.pickup} destination={ride.destination} />
      </div>
      <EndedAwayNotice ride={ride} />
      <RateTrip rideId={ride.id} whom={ride.driver?.fullName.split(/\s+/)[0] ?? "your driver"} />
      {ride.driver ? <ReportDriver rideId={ride.id} className="mt-3" /> : null}
    </RideSheet>
  );
}
