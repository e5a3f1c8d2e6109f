import {
  DELIVERY_DRIVER_ACTIVE,
  type DeliveryActor,
  type DeliveryEvent,
  type DeliveryStatus,
  FINAL_DELIVERY_STATUSES,
  findDeliveryTransition,
} from "@campusgo/domain";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Delivery, deliveries } from "../../db/schema/index.ts";
import type { TripChange, TripChangeOf } from "../trips/changes.ts";
import { logTripEvent } from "../trips/events.ts";
import type { PayloadField, TripEventPayload } from "../trips/payloads.ts";
import { applyTransition, type TripTable } from "../trips/transition.ts";
import type { DeliveryPatch } from "./repo.ts";

/** What is logged: a transition of the table, or the booking that creates the delivery. */
export type DeliveryLogEvent = DeliveryEvent | "book";

/**
 * A committed (or about to be) change of a delivery, as its subscribers see it: one member per event, so that
 * narrowing by `event` gives that event's payload.
 */
export type DeliveryChange = TripChangeOf<Delivery, "delivery", DeliveryLogEvent> & {
  from: DeliveryStatus | null;
  to: DeliveryStatus;
  actor: DeliveryActor;
  /** The delivery as the change left it. */
  delivery: Delivery;
};

/** A trip's change as a delivery's. */
export const asDeliveryChange = (change: TripChange<Delivery>): DeliveryChange =>
  ({ ...change, delivery: change.trip }) as DeliveryChange;

/** The deliveries' table as the trip kernel sees it. */
export const DELIVERY_TABLE: TripTable<"delivery"> = {
  kind: "delivery",
  table: deliveries,
  id: deliveries.id,
  status: deliveries.status,
  updatedAt: deliveries.updatedAt,
  driverActive: DELIVERY_DRIVER_ACTIVE,
  driverOf: (row) => (row as Delivery).driverId,
};

/** The column each event stamps with its time (the steps the sender and the tracking link see). */
const STEP_OF: Partial<Record<DeliveryEvent, keyof DeliveryPatch>> = {
  accept: "acceptedAt",
  arrive_pickup: "arrivedPickupAt",
  pick_up: "pickedUpAt",
  arrive_dropoff: "arrivedDropoffAt",
  deliver: "deliveredAt",
  start_return: "returnStartedAt",
  return: "returnedAt",
  cancel: "cancelledAt",
  expire: "expiredAt",
};

const isFinal = (s: DeliveryStatus) => (FINAL_DELIVERY_STATUSES as readonly DeliveryStatus[]).includes(s);

export type DeliveryTransitionInput<E extends DeliveryEvent = DeliveryEvent> = {
  event: E;
  actor: DeliveryActor;
  /** The user who acted; null for the server. */
  actorId?: string | null;
  /** Other columns the transition sets (the driver on accept, the reason on cancel...). */
  patch?: DeliveryPatch;
  /** A further condition of the compare-and-set (e.g. the acting driver is the assigned one). */
  guard?: SQL;
  at?: Date;
  /** Written where no relay is at hand (inside another area's transaction): the relay's sweep takes it. */
  unclaimed?: boolean;
} & PayloadField<TripEventPayload<"delivery", E>>; // what subscribers need beyond the delivery

/**
 * The one way a delivery's status changes: looks the move up in the domain's transition table and applies it
 * with the trip kernel (a compare-and-set on the status the caller read, the driver's job and the event row, in
 * `tx`). The event's step is stamped with its time, and a move to a final status with `endedAt` (the tracking
 * link's clock). Undefined when the table refuses the move or another change won the race; then nothing is
 * written.
 */
export async function transitionDelivery<E extends DeliveryEvent>(
  tx: Db,
  delivery: Delivery,
  input: DeliveryTransitionInput<E>,
): Promise<DeliveryChange | undefined> {
  const move = findDeliveryTransition(delivery.status, input.event, input.actor);
  if (!move) return undefined;
  const at = input.at ?? new Date();
  const step = STEP_OF[input.event];
  const patch: DeliveryPatch = {
    ...(step ? { [step]: at } : {}),
    ...(isFinal(move.to) ? { endedAt: at } : {}),
    ...input.patch,
  };
  const applied = await applyTransition<Delivery, "delivery", E>(tx, DELIVERY_TABLE, delivery, {
    ...input,
    to: move.to,
    patch,
    at,
  });
  return applied ? asDeliveryChange(applied) : undefined;
}

/** Writes the booking's event row for a delivery just created. */
export async function logDeliveryBooking(
  tx: Db,
  delivery: Delivery,
  e: { actorId: string; at: Date },
): Promise<DeliveryChange> {
  const logged = await logTripEvent<Delivery, "delivery", "book">(tx, {
    kind: "delivery",
    tripId: delivery.id,
    event: "book",
    from: null,
    to: delivery.status,
    actor: "sender",
    actorId: e.actorId,
    payload: {},
    at: e.at,
    trip: delivery,
  });
  return asDeliveryChange(logged);
}
