import { usePrefetchQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { useActiveRide } from "../api/get-active-ride.ts";
import { useNearbyDrivers } from "../hooks/use-nearby-drivers.ts";
import { bookingDraft } from "../state/booking-draft.ts";
import { MapBackdrop } from "./map-backdrop.tsx";

const RidesMap = lazy(() => import("./rides-map.tsx"));

/** Nearby online drivers around the rider, while no ride of theirs is under way. */
function NearbyDriversFeed() {
  const around = bookingDraft.useSelect((s) => s.pickup ?? s.myLocation);
  const type = bookingDraft.useSelect((s) => s.rideType);
  const active = useActiveRide();
  const enabled = active.isSuccess && (active.data === null || active.data.status === "searching");
  useNearbyDrivers(around, type, enabled);
  return null;
}

/**
 * The passenger dashboard's map area: the live map (loaded lazily, leaflet and its CSS in their own chunk)
 * with the ride screens over it. `children` is the nested route outlet.
 */
export function RideMapArea({ children }: { children: ReactNode }) {
  // The map's settings (where its tiles come from) are fetched while its code loads, not after.
  usePrefetchQuery(clientConfigQuery());
  return (
    <div className="relative isolate h-full min-h-0 w-full flex-1 overflow-hidden">
      <section className="absolute inset-0 z-0" aria-label="Map">
        <MapBackdrop />
        <Suspense fallback={null}>
          <RidesMap />
        </Suspense>
      </section>
      <NearbyDriversFeed />
      {children}
    </div>
  );
}
