import type { RideTypeId } from "../constants.ts";
import { findTransition, type TransitionRow } from "../trips/kinds.ts";

/**
 * A package delivery ("way-billing", SPEC 1) as a trip of its own kind (docs/decisions/0030-package-delivery.md):
 * a sender books it, drivers bid, the sender accepts and pays before pickup; the driver takes the parcel with a
 * photo and the sender's code, carries it, and hands it over with a photo and the recipient's code.
 */
export const DELIVERY_STATUSES = [
  "scheduled",
  "searching",
  /** A driver is assigned and heads to the pickup; the sender pays before the parcel is taken. */
  "accepted",
  "at_pickup",
  "in_transit",
  /** At the drop-off, waiting for the recipient (a free wait, then the way back). */
  "at_dropoff",
  /** Nobody took it at the drop-off: on its way back to the sender. */
  "returning",
  "delivered",
  "returned",
  "cancelled",
  "expired",
  /** A hand-over sent while offline whose code the server found wrong: support decides. */
  "disputed",
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_EVENTS = [
  "dispatch",
  "accept",
  "cancel",
  "expire",
  "search_again",
  "arrive_pickup",
  "pick_up",
  "arrive_dropoff",
  "deliver",
  "redirect",
  "start_return",
  "return",
  "dispute",
  "confirm",
] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

export type DeliveryActor = "sender" | "driver" | "system";

const row = (
  event: DeliveryEvent,
  from: DeliveryStatus,
  to: DeliveryStatus,
  by: DeliveryActor,
): TransitionRow<DeliveryStatus, DeliveryEvent, DeliveryActor> => ({ event, from, to, by });

/** Every legal move of a delivery; anything not listed is refused. */
export const DELIVERY_TRANSITIONS: readonly TransitionRow<DeliveryStatus, DeliveryEvent, DeliveryActor>[] = [
  row("dispatch", "scheduled", "searching", "system"),
  row("accept", "searching", "accepted", "sender"),
  // "Accept the best offer up to ₦X": the server accepts for the sender.
  row("accept", "searching", "accepted", "system"),
  row("expire", "searching", "expired", "system"),
  row("expire", "scheduled", "expired", "system"),
  row("search_again", "expired", "searching", "sender"),
  // Before the parcel is taken, cancelling follows the rides' policy (a fee once the driver is at the pickup).
  row("cancel", "scheduled", "cancelled", "sender"),
  row("cancel", "searching", "cancelled", "sender"),
  row("cancel", "expired", "cancelled", "sender"),
  row("cancel", "accepted", "cancelled", "sender"),
  row("cancel", "at_pickup", "cancelled", "sender"),
  row("cancel", "accepted", "cancelled", "driver"),
  row("cancel", "at_pickup", "cancelled", "driver"),
  row("arrive_pickup", "accepted", "at_pickup", "driver"),
  // With the sender's code and a photo of the parcel, once it is paid.
  row("pick_up", "at_pickup", "in_transit", "driver"),
  row("arrive_dropoff", "in_transit", "at_dropoff", "driver"),
  // With the recipient's code and a photo; a hand-over queued offline may arrive before the arrival did.
  row("deliver", "at_dropoff", "delivered", "driver"),
  row("deliver", "in_transit", "delivered", "driver"),
  // The sender sends it elsewhere (the recipient moved, or nobody is there).
  row("redirect", "in_transit", "in_transit", "sender"),
  row("redirect", "at_dropoff", "in_transit", "sender"),
  // After the free wait at the drop-off, the driver brings it back.
  row("start_return", "at_dropoff", "returning", "driver"),
  row("return", "returning", "returned", "driver"),
  // A hand-over queued offline arrives with a wrong code.
  row("dispute", "in_transit", "disputed", "system"),
  row("dispute", "at_dropoff", "disputed", "system"),
  // Support found the parcel did reach the recipient.
  row("confirm", "disputed", "delivered", "system"),
];

export const findDeliveryTransition = (from: DeliveryStatus, event: DeliveryEvent, by: DeliveryActor) =>
  findTransition(DELIVERY_TRANSITIONS, from, event, by);

/** A driver holds the delivery (and no other job) in these statuses. */
export const DELIVERY_DRIVER_ACTIVE = [
  "accepted",
  "at_pickup",
  "in_transit",
  "at_dropoff",
  "returning",
] as const;
export const FINAL_DELIVERY_STATUSES = ["delivered", "returned", "cancelled", "disputed"] as const;

/**
 * A sender's deliveries that are still theirs to follow: booked, looking for a driver, or on their way. At most
 * DELIVERY_ACTIVE_MAX at once (the database holds each in one of that many slots per sender); one that ran out
 * of time looking for a driver (expired) or ended holds none.
 */
export const SENDER_ACTIVE_DELIVERY_STATUSES = [
  "scheduled",
  "searching",
  ...DELIVERY_DRIVER_ACTIVE,
] as const satisfies readonly DeliveryStatus[];
export const DELIVERY_ACTIVE_MAX = 3;

/** The sender's pickup code is theirs to read to the driver until the parcel is taken. */
export const PICKUP_CODE_STATUSES = [
  "scheduled",
  "searching",
  "expired",
  "accepted",
  "at_pickup",
] as const satisfies readonly DeliveryStatus[];

/** Where a delivery stands, as its sender and anyone with the tracking link read it. */
export const DELIVERY_STATUS_LINES: Record<DeliveryStatus, string> = {
  scheduled: "Booked for later. A driver will be found before the pickup time.",
  searching: "Finding a driver to carry the package",
  accepted: "A driver is on the way to pick up the package",
  at_pickup: "The driver is at the pickup",
  in_transit: "The package is on its way",
  at_dropoff: "The driver has arrived with the package",
  returning: "Nobody took the package, so it is going back to the sender",
  delivered: "The package was delivered",
  returned: "The package went back to the sender",
  cancelled: "This delivery was cancelled",
  expired: "No driver was found yet",
  disputed: "Our support team is checking this delivery",
};

export const PARCEL_CATEGORIES = ["documents", "food", "clothing", "electronics", "other"] as const;
export type ParcelCategory = (typeof PARCEL_CATEGORIES)[number];
export const PARCEL_CATEGORY_LABELS: Record<ParcelCategory, string> = {
  documents: "Documents",
  food: "Food",
  clothing: "Clothing",
  electronics: "Electronics",
  other: "Other",
};

export const PARCEL_SIZES = ["small", "medium", "large"] as const;
export type ParcelSize = (typeof PARCEL_SIZES)[number];
export const PARCEL_SIZE_LABELS: Record<ParcelSize, { name: string; hint: string }> = {
  small: { name: "Small", hint: "Fits in a backpack: documents, a phone, food" },
  medium: { name: "Medium", hint: "A box on a lap: shoes, a small bag of clothes" },
  large: { name: "Large", hint: "Needs a boot: a suitcase, a carton, a TV" },
};

/** Which ride types' vehicles may carry a size: okada small, keke up to medium, car or bus any. */
export const SIZE_RIDE_TYPES: Readonly<Record<ParcelSize, readonly RideTypeId[]>> = {
  small: [2, 1, 3],
  medium: [1, 3],
  large: [3],
};

/** The recipient's free wait at the drop-off before the driver may take the parcel back. */
export const FREE_WAIT_MINUTES = 10;
/** A sender may send a parcel on to another drop-off once, at most this much road from the one booked. */
export const REDIRECT_MAX_M = 3000;
/** The tracking link works until this long after the delivery ends. */
export const SHARE_LINK_HOURS_AFTER = 24;
/** Declared values are covered up to this much (decision 28). */
export const COVER_LIMIT_KOBO = 2_000_000;
export const DECLARED_VALUE_MAX_KOBO = 100_000_000;
