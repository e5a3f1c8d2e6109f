import { useSyncExternalStore } from "react";

/** A value shared by the screens that read it: set it anywhere, and every reader re-renders. */
export function sharedValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    set(next: T): void {
      value = next;
      for (const listener of listeners) listener();
    },
    useValue(): T {
      return useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      );
    },
  };
}
