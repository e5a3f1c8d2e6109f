import type { RidePlace } from "../api/types.ts";
import { createStore } from "../lib/create-store.ts";

export interface MapPoint {
  lat: number;
  lon: number;
}

export interface LiveDriver extends MapPoint {
  heading: number | null;
}

/**
 * What the rider's map shows. Screens write here; each map layer reads only its slice, so a driver position
 * arriving every few seconds moves one marker and re-renders nothing else.
 */
export interface MapState {
  me: MapPoint | null;
  pickup: RidePlace | null;
  destination: RidePlace | null;
  /** Nearby online drivers (rounded positions, no identities). */
  nearby: readonly MapPoint[];
  /** The assigned driver, live. */
  driver: LiveDriver | null;
}

export const mapStore = createStore<MapState>({
  me: null,
  pickup: null,
  destination: null,
  nearby: [],
  driver: null,
});
