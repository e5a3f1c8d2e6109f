import {
  findRideTransition,
  type RideActor,
  type RideEvent,
  type RideStatus,
  tripKind,
} from "@campusgo/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Ride, rideEvents, rides } from "../../db/schema/index.ts";
import { chargeWithinTransition } from "../payments/charges.ts";
import type { RidePatch } from "./repo.ts";

/** What is logged: a transition of the table, or the booking that creates the ride. */
export type RideLogEvent = RideEvent | "book";

/** A committed (or about to be) change of a ride, as its subscribers see it. */
export interface RideChange {
  eventId: string;
  event: RideLogEvent;
  from: RideStatus | null;
  to: RideStatus;
  actor: RideActor;
  actorId: string | null;
  payload: Record<string, unknown>;
  at: Date;
  /** The ride as the change left it. */
  ride: Ride;
}

export interface TransitionInput {
  event: RideEvent;
  actor: RideActor;
  /** The user who acted; null for the server. */
  actorId?: string | null;
  /** Other columns the transition sets (timestamps, the driver on accept...). */
  patch?: RidePatch;
  /** A further condition of the compare-and-set (e.g. the acting driver is the assigned one). */
  guard?: SQL;
  /** What subscribers need to know beyond the ride (e.g. the offers an accept settled). */
  payload?: Record<string, unknown>;
  at?: Date;
  /** Written where no relay is at hand (inside another area's transaction): the relay's sweep takes it. */
  unclaimed?: boolean;
}

/** How long the instance that wrote an event has to relay it before another instance may. */
export const RELAY_CLAIM_MS = 30_000;

/**
 * The one way a ride's status changes: looks the move up in the domain's transition table, applies it with a
 * compare-and-set on the status the caller read (UPDATE ... WHERE id AND status [AND guard]) and writes its
 * `ride_events` row, both in `tx`. Undefined when the table refuses the move or another change won the race;
 * then nothing is written. What must happen with the change (the rider's charge) is written in `tx` too; side
 * effects that may be lost belong to the event's subscribers, run once the transaction commits.
 */
export async function transitionRide(
  tx: Db,
  ride: Ride,
  input: TransitionInput,
): Promise<RideChange | undefined> {
  const move = findRideTransition(ride.status, input.event, input.actor, tripKind(ride));
  if (!move) return undefined;
  const at = input.at ?? new Date();
  const [updated] = await tx
    .update(rides)
    .set({ ...input.patch, status: move.to, updatedAt: at })
    .where(and(eq(rides.id, ride.id), eq(rides.status, ride.status), input.guard))
    .returning();
  if (!updated) return undefined;
  const change = await logRideEvent(
    tx,
    updated,
    {
      event: input.event,
      from: ride.status,
      actor: input.actor,
      actorId: input.actorId ?? null,
      payload: input.payload ?? {},
      at,
    },
    input.unclaimed,
  );
  await chargeWithinTransition(tx, change);
  return change;
}

/** Writes the event row of a change already applied to `ride` (the booking; transitions above). */
export async function logRideEvent(
  tx: Db,
  ride: Ride,
  e: Omit<RideChange, "eventId" | "ride" | "to">,
  unclaimed = false,
): Promise<RideChange> {
  const [row] = await tx
    .insert(rideEvents)
    .values({
      rideId: ride.id,
      event: e.event,
      fromStatus: e.from,
      toStatus: ride.status,
      actor: e.actor,
      actorId: e.actorId,
      payload: e.payload,
      at: e.at,
      claimedUntil: unclaimed ? null : new Date(Date.now() + RELAY_CLAIM_MS),
    })
    .returning({ id: rideEvents.id });
  if (!row) throw new Error("ride event not written");
  return { ...e, eventId: row.id, to: ride.status, ride };
}
