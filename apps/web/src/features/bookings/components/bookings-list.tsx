import type { ReactNode } from "react";
import { type RideScope, useRides } from "../../rides/index.ts";
import { BookingCard } from "./booking-card.tsx";

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
      {rides.data.map((ride) => (
        <BookingCard key={ride.id} ride={ride} />
      ))}
    </ul>
  );
}
