import type { DeliveryEvent, RideEvent, TripKind } from "@campusgo/domain";

/** The payload of an event that carries nothing beyond its move. */
export type NoPayload = Record<string, never>;

/** An offer accepted (or a ride reserved): the offer, and the waiting offers the acceptance settled. */
export type AcceptedPayload = {
  offerId: string;
  /** Lost on this trip, withdrawn on the driver's other trips. */
  settledOfferIds: string[];
};

/** A cancel: the fee the one who cancelled pays, if any; `account_deleted` when their account went. */
export type CancelledPayload = {
  cancelFeeKobo?: number;
  reason?: "account_deleted";
};

/** A ride its driver ended away from where it should end: what was driven and what the rider pays of the agreed. */
export type EndedShortPayload = {
  endedShort: true;
  endedAwayM: number;
  drivenM: number;
  agreedKobo: number;
  amountKobo: number;
};

/** A hand-over typed with no network at the door, checked by the server once it came: when it was captured. */
export type QueuedHandoverPayload = {
  queued: true;
  /** ISO time the driver's phone took it. */
  capturedAt: string;
};

type PlacePayload = {
  lat: number;
  lon: number;
  name: string;
};

/** What each event of a ride carries. */
export type RideEventPayloads = {
  book: NoPayload;
  dispatch: NoPayload;
  accept: AcceptedPayload;
  reserve: AcceptedPayload;
  arrive: NoPayload;
  start: NoPayload;
  complete: EndedShortPayload | NoPayload;
  cancel: CancelledPayload;
  /** `rider_busy`: the rider was on another trip when the ride booked for later came up. */
  expire: { reason?: "rider_busy" };
  search_again: NoPayload;
  wait: NoPayload;
  /** `wait_over`: the server started the way back when the agreed wait was over. */
  return: { reason?: "wait_over" };
  end_early: { agreedKobo: number; amountKobo: number };
  confirm: NoPayload;
  /** The matched driver who did not confirm in time (told they lost the ride). */
  release: { driverId: string | null; reason: "not_confirmed" };
};

/** What each event of a delivery carries. */
export type DeliveryEventPayloads = {
  book: NoPayload;
  dispatch: NoPayload;
  accept: AcceptedPayload;
  cancel: CancelledPayload;
  expire: NoPayload;
  search_again: NoPayload;
  arrive_pickup: NoPayload;
  pick_up: QueuedHandoverPayload | NoPayload;
  arrive_dropoff: NoPayload;
  deliver: QueuedHandoverPayload | NoPayload;
  /** The drop-off the sender moved the parcel from, and to. */
  redirect: { from: PlacePayload; to: PlacePayload };
  start_return: NoPayload;
  return: QueuedHandoverPayload | NoPayload;
  /** A queued hand-over whose code was wrong (or locked), by its driver. */
  dispute: { reason: "wrong_code" | "code_locked"; driverId: string };
  /** An admin kept the dispute: the parcel did reach the recipient, and why they decided so. */
  confirm: { reason: string };
};

/** What each event of a line's run carries. */
export type ShuttleRunEventPayloads = {
  create: { lineId: string; seats: number };
  start: NoPayload;
  end: NoPayload;
};

/** Fails to compile unless `T` names exactly the events `K`: a kind's table and its payloads never drift apart. */
type Exactly<T, K extends PropertyKey> = [Exclude<K, keyof T>, Exclude<keyof T, K>] extends [never, never]
  ? T
  : never;

/**
 * The payload of every event of the one trip-event table, by the trip's kind and the event's name
 * (docs/decisions/0029-the-trip-core.md). The kernel writes an event only with its payload; readers take it apart
 * by the same map.
 */
export interface TripEventPayloads {
  ride: Exactly<RideEventPayloads, RideEvent | "book">;
  delivery: Exactly<DeliveryEventPayloads, DeliveryEvent | "book">;
  shuttle_run: ShuttleRunEventPayloads;
}

/** The events of a kind (of any kind, for the union of kinds). */
export type TripEventName<K extends TripKind = TripKind> = K extends TripKind
  ? keyof TripEventPayloads[K] & string
  : never;

/** The payload of event `E` of kind `K` (of whichever kinds have it, for the union of kinds). */
export type TripEventPayload<
  K extends TripKind = TripKind,
  E extends string = TripEventName<K>,
> = K extends TripKind ? (E extends keyof TripEventPayloads[K] ? TripEventPayloads[K][E] : never) : never;

/** An input's payload field: optional for an event that may carry nothing, required otherwise. */
export type PayloadField<P> = NoPayload extends P ? { payload?: P } : { payload: P };

type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/**
 * Payload `P` as a reader sees it among payloads `All`: a field only other events carry reads as absent
 * (`undefined`), never as a type error, so a reader may look at a field before narrowing by the event.
 */
export type ReadPayload<P, All> = P extends unknown
  ? P & { [F in Exclude<KeysOfUnion<All>, keyof P>]?: undefined }
  : never;

/** Any stored event's payload, read among every kind's. */
export type StoredTripEventPayload = ReadPayload<TripEventPayload, TripEventPayload>;

/**
 * A stored event's payload (the `trip_events` row's JSON) as its type: the kernel writes each event only with
 * the payload this map gives it.
 */
export const storedPayload = (row: { payload: Record<string, unknown> }): StoredTripEventPayload =>
  row.payload as StoredTripEventPayload;
