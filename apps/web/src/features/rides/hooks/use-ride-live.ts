import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSocketEvent, useSocketJoin } from "../../../lib/socket.ts";
import { rideKeys } from "../api/keys.ts";
import { ACTIVE_STATUSES, type Ride } from "../api/types.ts";
import { mapStore } from "../map/map-store.ts";

interface DriverLocationEvent {
  rideId?: string;
  lat: number;
  lon: number;
  heading?: number | null;
}

const unwrapRide = (payload: unknown): Ride | null => {
  if (!payload || typeof payload !== "object") return null;
  const p = payload as { ride?: Ride; id?: string };
  if (p.ride && typeof p.ride === "object") return p.ride;
  return typeof p.id === "string" ? (payload as Ride) : null;
};

/**
 * Keeps one ride live: joins its room ("ride:watch"), writes "ride:updated" into the query cache (every
 * screen showing the ride re-renders with the new status) and moves the driver on the map with
 * "ride:driver-location" (the map store only, no screen re-render).
 */
export function useRideLive(rideId: string | null): void {
  const queryClient = useQueryClient();
  useSocketJoin("ride:watch", { rideId }, Boolean(rideId));

  useSocketEvent<unknown>(
    "ride:updated",
    (payload) => {
      const ride = unwrapRide(payload);
      if (!ride || ride.id !== rideId) return;
      queryClient.setQueryData(rideKeys.detail(ride.id), ride);
      queryClient.setQueryData(rideKeys.active, ACTIVE_STATUSES.includes(ride.status) ? ride : null);
      void queryClient.invalidateQueries({ queryKey: ["rides", "list"] });
    },
    Boolean(rideId),
  );

  useSocketEvent<DriverLocationEvent>(
    "ride:driver-location",
    (p) => {
      if (p.rideId && p.rideId !== rideId) return;
      if (!Number.isFinite(p.lat) || !Number.isFinite(p.lon)) return;
      mapStore.set({ driver: { lat: p.lat, lon: p.lon, heading: p.heading ?? null } });
    },
    Boolean(rideId),
  );

  useEffect(() => () => mapStore.set({ driver: null }), []);
}
