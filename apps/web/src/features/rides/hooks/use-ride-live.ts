import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSocketEvent, useSocketJoin } from "../../../lib/socket.ts";
import { rideKeys } from "../api/keys.ts";
import { ACTIVE_STATUSES } from "../api/types.ts";
import { mapStore } from "../map/map-store.ts";

/**
 * Keeps one ride live: joins its room ("ride:watch"), writes "ride:updated" into the query cache (every
 * screen showing the ride re-renders with the new status) and moves the driver on the map with
 * "ride:driver-location" (the map store only, no screen re-render).
 */
export function useRideLive(rideId: string | null): void {
  const queryClient = useQueryClient();
  useSocketJoin("ride:watch", { rideId: rideId ?? "" }, Boolean(rideId));

  useSocketEvent(
    "ride:updated",
    ({ ride }) => {
      if (ride.id !== rideId) return;
      queryClient.setQueryData(rideKeys.detail(ride.id), ride);
      queryClient.setQueryData(rideKeys.active, ACTIVE_STATUSES.includes(ride.status) ? ride : null);
      void queryClient.invalidateQueries({ queryKey: ["rides", "list"] });
    },
    Boolean(rideId),
  );

  useSocketEvent(
    "ride:driver-location",
    (p) => {
      if (p.rideId !== rideId) return;
      mapStore.set({ driver: { lat: p.lat, lon: p.lon, heading: p.heading } });
    },
    Boolean(rideId),
  );

  useEffect(() => () => mapStore.set({ driver: null }), []);
}
