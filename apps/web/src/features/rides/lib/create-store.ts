import { useSyncExternalStore } from "react";

/**
 * A tiny external store: components read one slice through a selector and re-render only when that slice
 * changes (by reference), so frequent updates to one part (a moving driver) leave the rest alone.
 */
export interface Store<S> {
  get(): S;
  set(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  useSelect<T>(selector: (state: S) => T): T;
}

export function createStore<S extends object>(initial: S, onChange?: (state: S) => void): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: Store<S> = {
    get: () => state,
    set(update) {
      const patch = typeof update === "function" ? update(state) : update;
      let changed = false;
      for (const key of Object.keys(patch) as (keyof S)[]) {
        if (!Object.is(patch[key], state[key])) changed = true;
      }
      if (!changed) return;
      state = { ...state, ...patch };
      onChange?.(state);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    useSelect(selector) {
      return useSyncExternalStore(
        store.subscribe,
        () => selector(state),
        () => selector(initial),
      );
    },
  };
  return store;
}
