import { TIMINGS } from "@campusgo/domain/constants";

/** A device position in degrees, with the accuracy radius in metres and, when moving, heading and speed. */
export interface DevicePosition {
  lat: number;
  lon: number;
  accuracy: number;
  heading: number | null;
  speed: number | null;
}

export type GeolocationFailure = "unsupported" | "denied" | "unavailable" | "timeout";

export class GeolocationError extends Error {
  readonly reason: GeolocationFailure;

  constructor(reason: GeolocationFailure, message: string) {
    super(message);
    this.name = "GeolocationError";
    this.reason = reason;
  }
}

/** SPEC 7: high accuracy, a 10 s time-out and never a cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: TIMINGS.geolocationTimeoutMs,
  maximumAge: 0,
};

export function isGeolocationSupported(): boolean {
  return typeof navigator !== "undefined" && "geolocation" in navigator && Boolean(navigator.geolocation);
}

function toPosition(p: GeolocationPosition): DevicePosition {
  const { latitude, longitude, accuracy, heading, speed } = p.coords;
  return {
    lat: latitude,
    lon: longitude,
    accuracy,
    heading: heading === null || Number.isNaN(heading) ? null : heading,
    speed: speed === null || Number.isNaN(speed) ? null : speed,
  };
}

function toError(error: GeolocationPositionError): GeolocationError {
  if (error.code === error.PERMISSION_DENIED) return new GeolocationError("denied", error.message);
  if (error.code === error.TIMEOUT) return new GeolocationError("timeout", error.message);
  return new GeolocationError("unavailable", error.message);
}

/** One fresh position of the device; rejects with a GeolocationError. */
export function getCurrentPosition(options: PositionOptions = GEOLOCATION_OPTIONS): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!isGeolocationSupported()) {
      reject(new GeolocationError("unsupported", "Geolocation is not supported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve(toPosition(p)),
      (e) => reject(toError(e)),
      options,
    );
  });
}

/** Follows the device position until the returned function is called. */
export function watchPosition(
  onPosition: (position: DevicePosition) => void,
  onError: (error: GeolocationError) => void,
  options: PositionOptions = GEOLOCATION_OPTIONS,
): () => void {
  if (!isGeolocationSupported()) {
    onError(new GeolocationError("unsupported", "Geolocation is not supported"));
    return () => undefined;
  }
  const id = navigator.geolocation.watchPosition(
    (p) => onPosition(toPosition(p)),
    (e) => onError(toError(e)),
    options,
  );
  return () => navigator.geolocation.clearWatch(id);
}
