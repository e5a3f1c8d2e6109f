import { useSyncExternalStore } from "react";
import { ApiError } from "./api-client.ts";

/**
 * Whether the device has a network, as the browser tells it (`navigator.onLine` and its online/offline
 * events). Offline, the app shows one banner, keeps what is on screen, lets TanStack Query hold requests
 * until the network is back, and keeps toasts about the connection quiet (docs/decisions/0018).
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let online = typeof navigator === "undefined" ? true : navigator.onLine !== false;

function set(next: boolean): void {
  if (online === next) return;
  online = next;
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => set(true));
  window.addEventListener("offline", () => set(false));
}

export const isOnline = (): boolean => online;

/** Calls `listener` whenever the device goes offline or comes back; returns the function that stops it. */
export function onConnectivityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the device has a network; re-renders when that changes. */
export const useOnline = (): boolean => useSyncExternalStore(onConnectivityChange, isOnline, () => true);

/** Tries of one action cut off by going offline before it is given up (each waits for the network first). */
const OFFLINE_RESENDS = 3;

/**
 * The retry rule of mutations: none (the spec's default), except for a call the device going offline cut off
 * and that cannot apply twice (it carries an Idempotency-Key): TanStack Query holds its retry until the network
 * is back and sends it again, with the same key, so what the user did is sent once.
 */
export function resendWhenBackOnline(failureCount: number, error: unknown): boolean {
  return failureCount < OFFLINE_RESENDS && error instanceof ApiError && error.offline && error.safeToResend;
}

/** The words of the offline banner. */
export const OFFLINE_MESSAGE = "You are offline. We will reconnect when you are back.";

/** An error toast blaming the connection: while offline the banner already says it, once. */
export function isConnectionToast(toast: { type: string; message: unknown }, deviceOnline: boolean): boolean {
  return (
    !deviceOnline &&
    toast.type === "error" &&
    typeof toast.message === "string" &&
    /check your connection/i.test(toast.message)
  );
}
