import { decodePosition } from "@campusgo/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { onEveryConnect, useSocketEvent } from "../../../lib/socket.ts";
import { rideKeys } from "../api/keys.ts";
import { ACTIVE_STATUSES } from "../api/types.ts";
import { mapStore } from "../map/map-store.ts";

/**
 * Keeps one ride live: joins its room ("ride:watch"), writes "ride:updated" into the query cache (every
 * screen showing the ride re-renders with the new status) and moves the driver on the map with
 * "ride:driver-location" (the map store only, no screen re-render). After a lost connection (offline, a
 * server restart) it joins again and, once joined, reads the ride: what changed meanwhile was not pushed here.
 */
export function useRideLive(rideId: string | null): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;

  useEffect(() => {
    if (!rideId || !userId) return;
    let joinedBefore = false;
    return onEveryConnect((s) => {
      const resync = joinedBefore;
      joinedBefore = true;
      s.emit("ride:watch", { rideId }, () => {
        if (!resync) return;
        void queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId), exact: true });
        void queryClient.invalidateQueries({ queryKey: rideKeys.active, exact: true });
      });
    });
  }, [rideId, userId, queryClient]);

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
      mapStore.set({ driver: decodePosition(p.p) });
    },
    Boolean(rideId),
  );

  useEffect(() => () => mapStore.set({ driver: null }), []);
}
