import { decodePoint } from "@campusgo/domain";
import type { RideTypeId } from "@campusgo/domain/constants";
import { CAMPUS_CENTRE } from "@campusgo/domain/places";
import { useEffect } from "react";
import { getSocket, useSocketEvent, useSocketJoin } from "../../../lib/socket.ts";
import { getNearbyDrivers, type NearbyDriver } from "../api/get-nearby-drivers.ts";
import { type MapPoint, mapStore } from "../map/map-store.ts";

const toPoints = (drivers: NearbyDriver[]): MapPoint[] => drivers.map((d) => ({ lat: d.lat, lon: d.lon }));

/** Rounds a position to about 100 m so small moves of the rider do not re-subscribe. */
const coarse = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Nearby online drivers on the rider's map, live: "nearby:watch" subscribes and "nearby:drivers" ([lat, lon]
 * points, sent at once and then whenever the list changes) replaces the list. Positions only, no identities.
 * GET /drivers/nearby fills the map only while the socket is not connected (the watch answers at once).
 */
export function useNearbyDrivers(
  around: { lat: number; lon: number } | null,
  type: RideTypeId | null,
  enabled: boolean,
): void {
  const at = around ?? CAMPUS_CENTRE;
  const lat = coarse(at.lat);
  const lon = coarse(at.lon);

  useSocketJoin("nearby:watch", { lat, lon, type }, enabled);
  useSocketEvent(
    "nearby:drivers",
    ({ drivers }) => mapStore.set({ nearby: drivers.map(decodePoint) }),
    enabled,
  );

  useEffect(() => {
    if (!enabled) {
      mapStore.set({ nearby: [] });
      return;
    }
    if (getSocket().connected) return;
    const controller = new AbortController();
    getNearbyDrivers({ lat, lon }, type, controller.signal)
      .then((drivers) => mapStore.set({ nearby: toPoints(drivers) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [lat, lon, type, enabled]);
}
