import { sharedValue } from "../../../lib/shared-value.ts";

/**
 * The requests that came while the driver was not looking (the page hidden), or that the driver opened from a
 * notification: the full-screen request view shows them one by one until each is answered, dismissed or gone.
 */
let current: readonly string[] = [];
const incoming = sharedValue(current);
const set = (next: readonly string[]) => {
  current = next;
  incoming.set(next);
};

/** Adds a request to the view (at the end; `first` puts it in front, as a clicked notification does). */
export function queueIncoming(rideId: string, first = false): void {
  const rest = current.filter((id) => id !== rideId);
  set(first ? [rideId, ...rest] : [...rest, rideId]);
}

export function dropIncoming(rideId: string): void {
  if (current.includes(rideId)) set(current.filter((id) => id !== rideId));
}

export const useIncoming = (): readonly string[] => incoming.useValue();
