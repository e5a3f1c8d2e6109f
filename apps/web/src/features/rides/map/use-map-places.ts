import { useEffect } from "react";
import type { RidePlace } from "../api/types.ts";
import { mapStore } from "./map-store.ts";

const same = (a: RidePlace | null, b: RidePlace | null) =>
  a === b || (a !== null && b !== null && a.lat === b.lat && a.lon === b.lon && a.name === b.name);

/** Shows a pickup and a destination on the map while the calling screen is mounted. */
export function useMapPlaces(
  pickup: RidePlace | null | undefined,
  destination: RidePlace | null | undefined,
): void {
  const p = pickup ?? null;
  const d = destination ?? null;
  useEffect(() => {
    const state = mapStore.get();
    mapStore.set({
      pickup: same(state.pickup, p) ? state.pickup : p,
      destination: same(state.destination, d) ? state.destination : d,
    });
  }, [p, d]);
}
