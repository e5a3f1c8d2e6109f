import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { type RideScope, useRides } from "../../rides/index.ts";
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

/** The rider's bookings of one tab (GET /rides?scope=), newest first; `empty` when there are none. */
export function BookingsList({ scope, empty }: { scope: RideScope; empty: ReactNode }) {
  const rides = useRides(scope);
  const [params] = useSearchParams();
  const hint = scope === "completed" && params.get(REPORT_PARAM) === "driver" ? <ReportHint /> : null;
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
    <>
      {hint}
      <ul className="space-y-3">
        {rides.data.map((ride) => (
          <BookingCard key={ride.id} ride={ride} />
        ))}
      </ul>
    </>
  );
}
