import { formatDateTime, formatDistance, formatMinutes, formatNaira, formatRating } from "@campusgo/domain";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Avatar } from "../../components/avatar.tsx";
import { VehicleText } from "../../components/vehicle-text.tsx";
import { dashboardPaths } from "../../config/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Card, PageFrame } from "../dashboard/index.ts";
import { ReportDriver } from "../payments/index.ts";
import {
  EndedAwayNotice,
  endedEarlyLabel,
  isLiveRide,
  liveRidePath,
  RateTrip,
  type Ride,
  RideRoute,
  rideTypeLabel,
  useRide,
} from "../rides/index.ts";
import { NewMessageDialog } from "../support/index.ts";
import { PaymentAndReceipt } from "./components/payment-and-receipt.tsx";
import { BookingStatusBadge } from "./components/status-badge.tsx";
import { bookingTimes } from "./lib/booking-times.ts";

const BACK = { to: dashboardPaths.myBookings, label: "My Bookings" };

/** /dashboard/my-bookings/:rideId: everything about one booking (GET /api/rides/:id). */
export default function BookingDetailsPage() {
  const { rideId = "" } = useParams();
  const ride = useRide(rideId);

  if (ride.isPending) {
    return (
      <PageFrame title="Booking details" back={BACK}>
        <div className="space-y-3" role="status" aria-label="Loading the booking">
          <div className="h-32 animate-pulse rounded-3xl bg-white" />
          <div className="h-24 animate-pulse rounded-3xl bg-white" />
        </div>
      </PageFrame>
    );
  }
  if (ride.isError) {
    const missing = ride.error instanceof ApiError && ride.error.status === 404;
    return (
      <PageFrame title="Booking details" back={BACK}>
        <p className="rounded-3xl bg-white p-5 text-danger">
          {missing ? "This booking was not found." : "This booking could not be loaded. Please try again."}
        </p>
      </PageFrame>
    );
  }
  return <BookingDetails ride={ride.data} />;
}

function BookingDetails({ ride }: { ride: Ride }) {
  const driverFirstName = ride.driver?.fullName.split(/\s+/)[0] ?? "your driver";
  const early = endedEarlyLabel(ride);
  return (
    <PageFrame
      title="Booking details"
      subtitle={`${rideTypeLabel(ride.rideType)}${ride.roundTrip ? " · round trip" : ""}`}
      back={BACK}
    >
      <div className="space-y-4">
        <Card>
          <div className="flex items-start justify-between gap-3">
            <h2 className="font-display text-lg font-bold text-ink">Route</h2>
            <BookingStatusBadge status={ride.status} />
          </div>
          <div className="mt-3">
            <RideRoute pickup={ride.pickup} destination={ride.destination} />
          </div>
          <p className="mt-3 text-sm text-ink-muted">
            About {formatDistance(ride.distanceM)}, {formatMinutes(ride.durationS)}
          </p>
          {isLiveRide(ride.status) ? (
            <Link to={liveRidePath(ride)} className="btn-primary mt-4 w-full sm:w-auto">
              Open the ride
            </Link>
          ) : null}
        </Card>

        <PaymentAndReceipt ride={ride} />

        <Card>
          <h2 className="font-display text-lg font-bold text-ink">Times</h2>
          <dl className="mt-3 divide-y divide-line text-sm">
            {bookingTimes(ride).map((row) => (
              <div key={row.label} className="flex justify-between gap-4 py-2">
                <dt className="text-ink-muted">{row.label}</dt>
                <dd className="text-right font-medium text-ink">{formatDateTime(row.at)}</dd>
              </div>
            ))}
          </dl>
        </Card>

        {ride.driver ? (
          <Card>
            <h2 className="font-display text-lg font-bold text-ink">Driver</h2>
            <div className="mt-3 flex items-center gap-4">
              <Avatar
                variant="decorative"
                name={ride.driver.fullName}
                src={ride.driver.profileImage}
                className="size-14 text-lg"
              />
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{ride.driver.fullName}</p>
                <p className="text-sm break-words text-ink-muted">
                  <VehicleText vehicle={ride.driver.vehicle} />
                </p>
                <p className="text-sm text-ink-muted">
                  <span className="sr-only">Rating: </span>
                  {formatRating(ride.driver.rating, ride.driver.ratingCount)}
                </p>
              </div>
            </div>
            <ReportDriver rideId={ride.id} className="mt-3 border-t border-line pt-3" />
          </Card>
        ) : null}

        <Card>
          <h2 className="font-display text-lg font-bold text-ink">Amount</h2>
          <dl className="mt-3 divide-y divide-line text-sm">
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-ink-muted">Agreed amount</dt>
              <dd className="font-display text-base font-bold text-ink" data-testid="agreed-amount">
                {ride.endedEarly
                  ? formatNaira(ride.endedEarly.agreedKobo)
                  : ride.amountKobo === null
                    ? "Not agreed yet"
                    : formatNaira(ride.amountKobo)}
              </dd>
            </div>
            {early ? (
              <div className="py-2">
                <dt className="sr-only">Ended early</dt>
                <dd className="font-semibold text-ink" data-testid="ended-early">
                  {early}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-ink-muted">Suggested fare</dt>
              <dd className="font-medium text-ink">{formatNaira(ride.fareKobo)}</dd>
            </div>
          </dl>
        </Card>

        {ride.roundTrip ? (
          <Card>
            <h2 className="font-display text-lg font-bold text-ink">Round trip</h2>
            <p className="mt-2 text-sm text-ink">
              To {ride.destination.name} and back to {ride.pickup.name}, with the driver waiting up to{" "}
              {ride.waitMinutes} minutes at {ride.destination.name}.
            </p>
          </Card>
        ) : null}

        {ride.note || ride.luggage.hasLuggage ? (
          <Card>
            <h2 className="font-display text-lg font-bold text-ink">For the driver</h2>
            {ride.note ? <p className="mt-2 text-sm text-ink">Note: {ride.note}</p> : null}
            <p className="mt-2 text-sm text-ink">{ride.luggage.hasLuggage ? "With luggage" : "No luggage"}</p>
          </Card>
        ) : null}

        {ride.status === "cancelled" ? (
          <Card>
            <h2 className="font-display text-lg font-bold text-ink">Cancellation</h2>
            <p className="mt-2 text-sm text-ink">
              {ride.cancelledBy === "driver" ? "The driver cancelled" : "You cancelled"}
              {ride.cancelReason ? `: ${ride.cancelReason}` : "."}
            </p>
          </Card>
        ) : null}

        {ride.endedAway ? <EndedAwayNotice ride={ride} /> : null}

        {ride.status === "completed" && ride.driver ? (
          <Card>
            <h2 className="font-display text-lg font-bold text-ink">Your rating</h2>
            <RateTrip rideId={ride.id} whom={driverFirstName} />
          </Card>
        ) : null}

        <HelpWithRide ride={ride} />
      </div>
    </PageFrame>
  );
}

/** A message to support about this ride, the ride attached. */
function HelpWithRide({ ride }: { ride: Ride }) {
  const [writing, setWriting] = useState(false);
  return (
    <Card>
      <h2 className="font-display text-lg font-bold text-ink">Need help with this ride?</h2>
      <p className="mt-1 text-sm text-ink-muted">Write to us: your message comes with this ride's details.</p>
      <button type="button" className="btn-outline mt-3 w-full sm:w-auto" onClick={() => setWriting(true)}>
        Contact support
      </button>
      <NewMessageDialog
        open={writing}
        onClose={() => setWriting(false)}
        trip={{ kind: "ride", id: ride.id, summary: `${ride.pickup.name} to ${ride.destination.name}` }}
      />
    </Card>
  );
}
