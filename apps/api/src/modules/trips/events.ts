import type { TripKind } from "@campusgo/domain";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "../../db/client.ts";
import { tripEvents } from "../../db/schema/index.ts";
import type { NewTripChange, TripChange } from "./changes.ts";
import type { StoredTripEventPayload, TripEventName } from "./payloads.ts";

/** How long the instance that wrote an event has to relay it before another instance may. */
export const RELAY_CLAIM_MS = 30_000;

/**
 * Writes the event row of a change already applied to a trip (its booking, or a transition), in `tx`. An event
 * written where no relay is at hand (inside another area's transaction) is `unclaimed`: the relay's sweep takes it.
 */
export async function logTripEvent<Row, K extends TripKind, E extends TripEventName<K>>(
  tx: Db,
  e: NewTripChange<Row, K, E>,
  unclaimed = false,
): Promise<TripChange<Row>> {
  const eventId = uuidv7();
  await tx.insert(tripEvents).values({
    id: eventId,
    tripId: e.tripId,
    tripKind: e.kind,
    event: e.event,
    fromStatus: e.from,
    toStatus: e.to,
    actor: e.actor,
    actorId: e.actorId,
    payload: e.payload,
    at: e.at,
    claimedUntil: unclaimed ? null : new Date(Date.now() + RELAY_CLAIM_MS),
  });
  return { ...e, payload: e.payload as StoredTripEventPayload, eventId };
}

export type { TripChange, TripKind };
