import { SEAT_MESSAGES } from "@campusgo/domain";

/** What the boarding scanner says, in the driver's words. */
export const SCAN_WORDS = {
  starting: "Starting the camera…",
  looking: "Point the camera at the QR code on the rider's phone",
  notOurs: "This is not a CampusGo boarding code",
  digitsOnly: "This QR code holds only the digits: type them with Board beside the rider",
  readingPhoto: "Reading the photo…",
  noCodeInPhoto: "No QR code was found in the photo. Take it again, closer and steady.",
  photoUnreadable: "This photo cannot be opened. Take it again.",
  otherBus: "This seat is not on this bus",
  decoderFailed: "The scanner could not load. Check your connection, or type the code instead.",
} as const;

/** After a refusal, the same code is sent again no sooner than this (the bus may reach the stop meanwhile). */
export const RETRY_SAME_CODE_MS = 4000;

/** Why the camera did not start, and what the driver can do, from getUserMedia's error. */
export function cameraErrorWords(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "The camera is blocked for CampusGo. Allow it in your browser's site settings, or type the code instead.";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "No camera was found on this phone. Type the code instead.";
    case "NotReadableError":
    case "TrackStartError":
      return "The camera is in use by another app. Close it and try again, or type the code instead.";
    case "NoCameraSupport":
      return "This browser cannot open the camera here. Type the code instead.";
    default:
      return "The camera could not start. Try again, or type the code instead.";
  }
}

/** The server's refusal of a scanned seat, in plain words (with the rider's name when the manifest has it). */
export function refusalWords(refusal: { status: number; message: string }, riderName?: string): string {
  if (refusal.status === 404) return SCAN_WORDS.otherBus;
  if (refusal.message === SEAT_MESSAGES.alreadyBoarded && riderName)
    return `${riderName} has already boarded`;
  return refusal.message;
}

/**
 * How long before the same refused code is sent again, or null for never while the scanner stays open: a wrong
 * code stays wrong and each try counts against the seat, a seat on another bus stays there, a paused seat waits a
 * minute; a bus away from the stop, or a network that failed, may be fine in a moment.
 */
export function retryAfterMs(status: number): number | null {
  return status === 400 || status === 404 || status === 429 ? null : RETRY_SAME_CODE_MS;
}
