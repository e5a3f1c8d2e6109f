import type { TripKind } from "@campusgo/domain";

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
  payload: Record<string, unknown>;
  at: Date;
  /** The trip as the change left it (as it is now, when the relay's sweep delivers a late event). */
  trip: Row;
}
