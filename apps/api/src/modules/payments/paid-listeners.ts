import type { Db } from "../../db/client.ts";

/**
 * What other areas do once a trip is paid (a delivery tells its driver the parcel may be taken): listeners
 * registered at start-up, per database (each app instance has its own), called once per paid trip after the
 * payment committed. A listener's failure is only logged; the payment stands.
 */
export type TripPaidListener = (tripId: string) => Promise<void>;

const listeners = new WeakMap<Db, Set<TripPaidListener>>();

/** Registers a listener for the trips paid in `db`. */
export function onTripPaid(db: Db, listener: TripPaidListener): void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

/** Calls every listener of `db` for a paid trip; answers the errors they threw. */
export async function tripPaid(db: Db, tripId: string): Promise<unknown[]> {
  const errors: unknown[] = [];
  for (const listener of listeners.get(db) ?? []) {
    try {
      await listener(tripId);
    } catch (error) {
      errors.push(error);
    }
  }
  return errors;
}
