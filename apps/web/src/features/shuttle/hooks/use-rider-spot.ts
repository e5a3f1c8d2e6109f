import { useCallback, useEffect, useState } from "react";
import { getCurrentPosition, isGeolocationSupported } from "../../../lib/geolocation.ts";

type Point = { lat: number; lon: number };

export interface RiderSpot {
  /** Where the device is, once known. */
  at: Point | null;
  /** The rider has not answered the browser's question yet: a button may ask. */
  canAsk: boolean;
  locating: boolean;
  ask: () => void;
}

/** What the browser says of the location permission, where it says ("prompt" when it cannot tell). */
async function permission(): Promise<PermissionState> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state ?? "prompt";
  } catch {
    return "prompt";
  }
}

/**
 * The rider's position for the nearest stop. Asked at once only when the rider allowed it before (no popup on
 * opening the screen); otherwise `ask` asks, from a button. A refusal or a failure is quiet: no stop is called
 * the nearest, and the rider picks one.
 */
export function useRiderSpot(): RiderSpot {
  const [at, setAt] = useState<Point | null>(null);
  const [canAsk, setCanAsk] = useState(false);
  const [locating, setLocating] = useState(false);

  const locate = useCallback(async (alive: () => boolean = () => true) => {
    setLocating(true);
    try {
      const position = await getCurrentPosition();
      if (alive()) setAt({ lat: position.lat, lon: position.lon });
    } catch {
      // Refused, unavailable or too slow: the rider picks their stop instead.
    } finally {
      if (alive()) {
        setLocating(false);
        setCanAsk(false);
      }
    }
  }, []);

  useEffect(() => {
    if (!isGeolocationSupported()) return;
    let live = true;
    void permission().then((state) => {
      if (!live) return;
      if (state === "granted") void locate(() => live);
      else setCanAsk(state === "prompt");
    });
    return () => {
      live = false;
    };
  }, [locate]);

  return { at, canAsk, locating, ask: () => void locate() };
}
