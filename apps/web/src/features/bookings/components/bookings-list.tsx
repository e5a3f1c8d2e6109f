import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { DeliveryBookingCard, useDeliveries } from "../../deliveries/index.ts";
import { type RideScope, useRides } from "../../rides/index.ts";
import { SeatBookingCard, useSeats } from "../../shuttle/index.ts";
import { mergeBookings } from "../lib/merge-bookings.ts";
import { BookingCard } from "./booking-card.tsx";

/** The query parameter that brings a rider here to report a driver (from the FAQ): the list says how. */
const REPORT_PARAM = "report";

function ReportHint() {
  return (
    <p className="mb-3 rounded-2xl border border-line bg-white p-4 text-sm text-ink" role="note">
      Open the trip whose driver asked you to pay outside the app, then choose{" "}
      <span className="font-semibold">Report driver</span>. Do not pay outside the app.
    </p>
  );
}

/**
 * The rider's bookings of one tab, newest first: rides (GET /rides?scope=) and, beside them, the packages they
 * sent (GET /deliveries) and their seats on the campus shuttles (GET /shuttle/seats), filed under the same tabs;
 * `empty` when there are none. A list that could not be read leaves the others shown.
 */
export function BookingsList({ scope, empty }: { scope: RideScope; empty: ReactNode }) {
  const rides = useRides(scope);
  const deliveries = useDeliveries();
  const seats = useSeats();
  const [params] = useSearchParams();
  const hint = scope === "completed" && params.get(REPORT_PARAM) === "driver" ? <ReportHint /> : null;
  if (rides.isPending || deliveries.isPending || seats.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading bookings">
        <div className="h-24 animate-pulse rounded-3xl bg-white" />
        <div className="h-24 animate-pulse rounded-3xl bg-white" />
      </div>
    );
  }
  if (rides.isError && deliveries.isError && seats.isError) {
    return (
      <p className="rounded-3xl bg-white p-5 text-danger">
        Your bookings could not be loaded. Please try again.
      </p>
    );
  }
  const bookings = mergeBookings(rides.data ?? [], deliveries.data ?? [], scope, seats.data ?? []);
  if (bookings.length === 0) return <>{empty}</>;
  return (
    <>
      {hint}
      <ul className="space-y-3">
        {bookings.map((booking) =>
          booking.kind === "ride" ? (
            <BookingCard key={booking.ride.id} ride={booking.ride} />
          ) : booking.kind === "delivery" ? (
            <DeliveryBookingCard key={booking.delivery.id} delivery={booking.delivery} />
          ) : (
            <SeatBookingCard key={booking.seat.id} seat={booking.seat} />
          ),
        )}
      </ul>
    </>
  );
}
