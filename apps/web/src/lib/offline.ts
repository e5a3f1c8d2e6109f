import { useSyncExternalStore } from "react";

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
