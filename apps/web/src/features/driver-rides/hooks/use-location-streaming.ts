import { encodePosition } from "@campusgo/domain";
import { MESSAGES } from "@campusgo/domain/messages";
import { useEffect, useSyncExternalStore } from "react";
import toast from "react-hot-toast";
import { type DevicePosition, watchPosition } from "../../../lib/geolocation.ts";
import { getSocket, onEveryConnect } from "../../../lib/socket.ts";
import { setDriverPosition } from "./driver-position.ts";

/** About every 4 s while online (DESIGN "Tracking"). */
export const LOCATION_INTERVAL_MS = 4000;

export type LocationSharing = "off" | "locating" | "sharing" | "denied" | "unsupported";

// The sharing state, readable by any component (the status line sits far from the switch).
let sharing: LocationSharing = "off";
const listeners = new Set<() => void>();
function setSharing(next: LocationSharing): void {
  if (next === sharing) return;
  sharing = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the device position is being shared right now. */
export function useLocationSharing(): LocationSharing {
  return useSyncExternalStore(
    subscribe,
    () => sharing,
    () => "off" as const,
  );
}

/**
 * While `online`, follows the device with watchPosition and sends the latest fix over the socket
 * ("driver:location") about every 4 s; going offline stops both. Only changes of the sharing state and the
 * position sent (read by the ride map alone) re-render anything: positions live in a closure, not in React state.
 */
export function useLocationStreaming(online: boolean): void {
  const setState = setSharing;

  useEffect(() => {
    if (!online) {
      setState("off");
      setDriverPosition(null);
      return;
    }
    setState("locating");
    // A phone standing still reports no new fix: its last one is still where it is, so it is sent again.
    let latest: DevicePosition | null = null;
    let sentAt = 0;
    let shared: { lat: number; lon: number } | null = null;
    const send = () => {
      if (!latest) return;
      const { speed } = latest;
      // Compact on the wire: 5 decimals (about 1 m), whole degrees, speed to 0.1 m/s.
      const [lat, lon, heading] = encodePosition(latest);
      // volatile: a position that cannot go out now is dropped, never replayed late after a reconnection. The
      // answer changes nothing here (the next position follows anyway); the time-out frees the callback of a
      // dropped one.
      getSocket()
        .timeout(LOCATION_INTERVAL_MS)
        .volatile.emit(
          "driver:location",
          {
            lat,
            lon,
            ...(heading !== undefined ? { heading } : {}),
            ...(speed !== null ? { speed: Math.round(Math.min(speed, 100) * 10) / 10 } : {}),
          },
          () => undefined,
        );
      sentAt = Date.now();
      if (lat !== shared?.lat || lon !== shared?.lon) {
        shared = { lat, lon };
        setDriverPosition(shared);
      }
    };
    const stop = watchPosition(
      (position) => {
        const first = latest === null;
        latest = position;
        setState("sharing");
        if (first || Date.now() - sentAt >= LOCATION_INTERVAL_MS) send();
      },
      (error) => {
        if (error.reason === "denied") {
          toast.error(MESSAGES.locationDenied, { id: "driver-location" });
          setState("denied");
        } else if (error.reason === "unsupported") {
          toast.error(MESSAGES.geolocationUnsupported, { id: "driver-location" });
          setState("unsupported");
        }
        // A time-out or a lost fix: the watch goes on and the next fix resumes sharing.
      },
    );
    const timer = window.setInterval(() => {
      if (Date.now() - sentAt >= LOCATION_INTERVAL_MS - 250) send();
    }, LOCATION_INTERVAL_MS);
    // A new connection (the first, or after a drop) gets the position at once.
    const stopConnect = onEveryConnect(() => send());
    return () => {
      stop();
      stopConnect();
      window.clearInterval(timer);
      setDriverPosition(null);
    };
  }, [online]);
}
