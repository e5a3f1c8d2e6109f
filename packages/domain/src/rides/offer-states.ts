import type { RideActor } from "./state-machine.ts";

/** A driver's price offer on a ride; it leaves "pending" exactly once. */
export const OFFER_STATUSES = ["pending", "accepted", "declined", "withdrawn", "expired", "lost"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_EVENTS = ["accept", "decline", "withdraw", "expire", "lose"] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];

export interface OfferTransition {
  event: OfferEvent;
  from: OfferStatus;
  to: OfferStatus;
  by: RideActor;
}

export const OFFER_TRANSITIONS: readonly OfferTransition[] = [
  { event: "accept", from: "pending", to: "accepted", by: "rider" },
  { event: "decline", from: "pending", to: "declined", by: "rider" },
  { event: "withdraw", from: "pending", to: "withdrawn", by: "driver" },
  // The driver was assigned another ride: their other pending offers are taken back.
  { event: "withdraw", from: "pending", to: "withdrawn", by: "system" },
  // Its lifetime ran out, or the ride was cancelled or expired.
  { event: "expire", from: "pending", to: "expired", by: "system" },
  // The rider accepted another driver's offer.
  { event: "lose", from: "pending", to: "lost", by: "system" },
];

export function nextOfferStatus(from: OfferStatus, event: OfferEvent, by: RideActor): OfferStatus | null {
  return OFFER_TRANSITIONS.find((t) => t.from === from && t.event === event && t.by === by)?.to ?? null;
}
