import type { TripKind } from "@campusgo/domain";
import type { ReadPayload, StoredTripEventPayload, TripEventName, TripEventPayload } from "./payloads.ts";

/** A committed (or about to be) change of a trip of any kind, as its subscribers see it. */
export interface TripChange<Row = unknown> {
  eventId: string;
  kind: TripKind;
  tripId: string;
  /** An event of the kind's table, or the booking that creates the trip. */
  event: string;
  from: string | null;
  to: string;
  /** rider, sender, driver or system. */
  actor: string;
  /** The user who acted; null for the server. */
  actorId: string | null;
  /** The event's payload (./payloads.ts). */
  payload: StoredTripEventPayload;
  at: Date;
  /** The trip as the change left it (as it is now, when the relay's sweep delivers a late event). */
  trip: Row;
}

/**
 * A change of kind `K` by event `E`, one member per event: narrowing by `event` gives that event's payload
 * (./payloads.ts).
 */
export type TripChangeOf<
  Row,
  K extends TripKind,
  E extends TripEventName<K> = TripEventName<K>,
> = E extends unknown
  ? Omit<TripChange<Row>, "kind" | "event" | "payload"> & {
      kind: K;
      event: E;
      payload: ReadPayload<TripEventPayload<K, E>, TripEventPayload<K>>;
    }
  : never;

/** A change as it is written: event `E` of kind `K` with its payload, before its event row has an id. */
export type NewTripChange<Row, K extends TripKind, E extends TripEventName<K>> = Omit<
  TripChange<Row>,
  "eventId" | "kind" | "event" | "payload"
> & { kind: K; event: E; payload: TripEventPayload<K, E> };
