import { useCallback, useEffect, useState } from "react";
import {
  GeolocationError,
  type GeolocationFailure,
  getCurrentPosition,
  isGeolocationSupported,
} from "../../../lib/geolocation.ts";

export type DeviceSpot =
  | { state: "locating" }
  | { state: "located"; at: { lat: number; lon: number } }
  | { state: "failed"; reason: GeolocationFailure };

/** The device's position, asked once on opening and again with `retry` (after the rider allowed it). */
export function useDeviceSpot() {
  const [spot, setSpot] = useState<DeviceSpot>({ state: "locating" });
  const locate = useCallback(() => {
    if (!isGeolocationSupported()) {
      setSpot({ state: "failed", reason: "unsupported" });
      return () => undefined;
    }
    let live = true;
    setSpot({ state: "locating" });
    getCurrentPosition().then(
      (p) => {
        if (live) setSpot({ state: "located", at: { lat: p.lat, lon: p.lon } });
      },
      (error: unknown) => {
        if (!live) return;
        setSpot({
          state: "failed",
          reason: error instanceof GeolocationError ? error.reason : "unavailable",
        });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => locate(), [locate]);
  return { spot, retry: () => void locate() };
}
