import { useSyncExternalStore } from "react";

/**
 * A word about the driver's ride that ended without them (the rider cancelled): it stays on the dashboard
 * until dismissed, since a driver on the road may miss a toast.
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

export function setRideNotice(next: string | null): void {
  notice = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRideNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}
