import { lazy, Suspense } from "react";
import type { Ride } from "../api/types.ts";

const DriverRideMap = lazy(() => import("../map/driver-ride-map.tsx"));

/** The ride's map in the active ride panel; the plain backdrop shows while the map code loads and under it. */
export function RideMap({ ride }: { ride: Ride }) {
  return (
    <section
      aria-label="Map of the ride"
      className="relative isolate h-44 overflow-hidden rounded-2xl border border-line bg-[#e9efe9] sm:h-64"
      data-testid="driver-ride-map"
    >
      <Suspense fallback={null}>
        <DriverRideMap ride={ride} />
      </Suspense>
    </section>
  );
}
