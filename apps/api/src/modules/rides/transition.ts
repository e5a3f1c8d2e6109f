import {
  DRIVER_ACTIVE_STATUSES,
  findRideTransition,
  type RideActor,
  type RideEvent,
  type RideStatus,
  rideShape,
} from "@campusgo/domain";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Ride, rides } from "../../db/schema/index.ts";
import { chargeWithinTransition } from "../payments/charges.ts";
import type { TripChange, TripChangeOf } from "../trips/changes.ts";
import { logTripEvent } from "../trips/events.ts";
import type { PayloadField, TripEventPayload } from "../trips/payloads.ts";
import { applyTransition, type TripTable } from "../trips/transition.ts";
import type { RidePatch } from "./repo.ts";

/** What is logged: a transition of the table, or the booking that creates the ride. */
export type RideLogEvent = RideEvent | "book";

/**
 * A committed (or about to be) change of a ride, as its subscribers see it: one member per event, so that
 * narrowing by `event` gives that event's payload.
 */
export type RideChange = TripChangeOf<Ride, "ride", RideLogEvent> & {
  from: RideStatus | null;
  to: RideStatus;
  actor: RideActor;
  /** The ride as the change left it. */
  ride: Ride;
};

/** A trip's change as a ride's. */
export const asRideChange = (change: TripChange<Ride>): RideChange =>
  ({ ...change, ride: change.trip }) as RideChange;

/** The rides' table as the trip kernel sees it. */
export const RIDE_TABLE: TripTable<"ride"> = {
  kind: "ride",
  table: rides,
  id: rides.id,
  status: rides.status,
  updatedAt: rides.updatedAt,
  driverActive: DRIVER_ACTIVE_STATUSES,
  driverOf: (row) => (row as Ride).driverId,
};

export type TransitionInput<E extends RideEvent = RideEvent> = {
  event: E;
  actor: RideActor;
  /** The user who acted; null for the server. */
  actorId?: string | null;
  /** Other columns the transition sets (timestamps, the driver on accept...). */
  patch?: RidePatch;
  /** A further condition of the compare-and-set (e.g. the acting driver is the assigned one). */
  guard?: SQL;
  at?: Date;
  /** Written where no relay is at hand (inside another area's transaction): the relay's sweep takes it. */
  unclaimed?: boolean;
} & PayloadField<TripEventPayload<"ride", E>>; // what subscribers need beyond the ride (the offers an accept settled)

/**
 * The one way a ride's status changes: looks the move up in the domain's transition table and applies it with
 * the trip kernel (a compare-and-set on the status the caller read, and the event row, in `tx`). Undefined when
 * the table refuses the move or another change won the race; then nothing is written. What must happen with the
 * change (the rider's charge) is written in `tx` too; side effects that may be lost belong to the event's
 * subscribers, run once the transaction commits.
 */
export async function transitionRide<E extends RideEvent>(
  tx: Db,
  ride: Ride,
  input: TransitionInput<E>,
): Promise<RideChange | undefined> {
  const move = findRideTransition(ride.status, input.event, input.actor, rideShape(ride));
  if (!move) return undefined;
  const applied = await applyTransition<Ride, "ride", E>(tx, RIDE_TABLE, ride, { ...input, to: move.to });
  if (!applied) return undefined;
  const change = asRideChange(applied);
  await chargeWithinTransition(tx, change);
  return change;
}

/** Writes the booking's event row for a ride just created. */
export async function logRideBooking(
  tx: Db,
  ride: Ride,
  e: { actorId: string; at: Date },
): Promise<RideChange> {
  const logged = await logTripEvent<Ride, "ride", "book">(tx, {
    kind: "ride",
    tripId: ride.id,
    event: "book",
    from: null,
    to: ride.status,
    actor: "rider",
    actorId: e.actorId,
    payload: {},
    at: e.at,
    trip: ride,
  });
  return asRideChange(logged);
}
