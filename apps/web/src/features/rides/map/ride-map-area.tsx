import { usePrefetchQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useMatch } from "react-router";
import { paths } from "../../../config/paths.ts";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { nextTask } from "../../../lib/next-task.ts";
import { useActiveRide } from "../api/get-active-ride.ts";
import { useNearbyDrivers } from "../hooks/use-nearby-drivers.ts";
import { bookingDraft } from "../state/booking-draft.ts";
import { MapBackdrop } from "./map-backdrop.tsx";

const loadRidesMap = () => import("./rides-map.tsx");
const RidesMap = lazy(loadRidesMap);

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
 * Whether the live map is made yet. While the location popup of the dashboard's first screen waits for the
 * rider's answer, the map is not made (its code loads all the same): made behind the popup, the map and its
 * first tiles held a cheap phone's main thread just as the rider reached for "Use my location". Once made, the
 * map stays.
 */
function useMapShown(): boolean {
  const onFirstScreen = useMatch(paths.dashboard) !== null;
  const asked = bookingDraft.useSelect((s) => s.locationAsked);
  const held = onFirstScreen && !asked;
  const [made, setMade] = useState(!held);
  if (!held && !made) setMade(true);
  // In a task of its own: asking for its files costs a slow phone a few milliseconds each.
  useEffect(() => void nextTask().then(loadRidesMap), []);
  return made;
}

/**
 * The passenger dashboard's map area: the live map (loaded lazily, leaflet and its CSS in their own chunk)
 * with the ride screens over it. `children` is the nested route outlet.
 */
export function RideMapArea({ children }: { children: ReactNode }) {
  // The map's settings (where its tiles come from) are fetched while its code loads, not after.
  usePrefetchQuery(clientConfigQuery());
  const showMap = useMapShown();
  return (
    <div className="relative isolate h-full min-h-0 w-full flex-1 overflow-hidden">
      <section className="absolute inset-0 z-0" aria-label="Map">
        <MapBackdrop />
        {showMap && (
          <Suspense fallback={null}>
            <RidesMap />
          </Suspense>
        )}
      </section>
      <NearbyDriversFeed />
      {children}
    </div>
  );
}
