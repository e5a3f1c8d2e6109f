import { nextOfferStatus, type OfferEvent, type OfferStatus } from "./offer-states.ts";
import { nextRideStatus, type RideActor, type RideEvent, type RideStatus } from "./state-machine.ts";

/**
 * A pure model of one ride and its offers, driven by the transition tables. The API enforces the same rules
 * with compare-and-set statements; the property tests run random operation sequences through this model.
 */
export interface OfferSnapshot {
  id: string;
  driverId: string;
  status: OfferStatus;
}

export interface RideSnapshot {
  status: RideStatus;
  driverId: string | null;
  offers: OfferSnapshot[];
  /** Every status the ride has been in, oldest first. */
  history: RideStatus[];
}

export type RideOperation =
  | { op: "dispatch" }
  | { op: "expire" }
  | { op: "searchAgain" }
  | { op: "offer"; offerId: string; driverId: string }
  | { op: "acceptOffer"; offerId: string }
  | { op: "declineOffer"; offerId: string }
  | { op: "withdrawOffer"; offerId: string; driverId: string }
  | { op: "expireOffer"; offerId: string }
  | { op: "arrive"; driverId: string }
  | { op: "start"; driverId: string }
  | { op: "complete"; driverId: string }
  | { op: "cancel"; by: "rider" }
  | { op: "cancel"; by: "driver"; driverId: string };

export type RideOutcome = { ok: true; ride: RideSnapshot } | { ok: false; reason: string };

export function newRide(scheduled: boolean): RideSnapshot {
  const status: RideStatus = scheduled ? "scheduled" : "searching";
  return { status, driverId: null, offers: [], history: [status] };
}

const refuse = (reason: string): RideOutcome => ({ ok: false, reason });

function move(ride: RideSnapshot, event: RideEvent, by: RideActor): RideSnapshot | null {
  const to = nextRideStatus(ride.status, event, by);
  return to ? { ...ride, status: to, history: [...ride.history, to] } : null;
}

function moveOffer(offer: OfferSnapshot, event: OfferEvent, by: RideActor): OfferSnapshot | null {
  const to = nextOfferStatus(offer.status, event, by);
  return to ? { ...offer, status: to } : null;
}

/** Every pending offer takes `event` (ride cancelled or expired: expire; another accepted: lose). */
function settlePending(offers: OfferSnapshot[], event: OfferEvent): OfferSnapshot[] {
  return offers.map((o) => (o.status === "pending" ? (moveOffer(o, event, "system") ?? o) : o));
}

function offerOp(ride: RideSnapshot, offerId: string, event: OfferEvent, by: RideActor): RideOutcome {
  const offer = ride.offers.find((o) => o.id === offerId);
  if (!offer) return refuse("no such offer");
  const next = moveOffer(offer, event, by);
  if (!next) return refuse(`offer is ${offer.status}`);
  return { ok: true, ride: { ...ride, offers: ride.offers.map((o) => (o.id === offerId ? next : o)) } };
}

function driverOp(ride: RideSnapshot, driverId: string, event: RideEvent): RideOutcome {
  if (ride.driverId !== driverId) return refuse("not the assigned driver");
  const next = move(ride, event, "driver");
  return next ? { ok: true, ride: next } : refuse(`cannot ${event} a ${ride.status} ride`);
}

export function applyRideOperation(ride: RideSnapshot, operation: RideOperation): RideOutcome {
  switch (operation.op) {
    case "dispatch": {
      const next = move(ride, "dispatch", "system");
      return next ? { ok: true, ride: next } : refuse("not scheduled");
    }
    case "expire": {
      if (ride.offers.some((o) => o.status === "pending")) return refuse("offers are pending");
      const next = move(ride, "expire", "system");
      return next ? { ok: true, ride: next } : refuse("not searching");
    }
    case "searchAgain": {
      const next = move(ride, "search_again", "rider");
      return next ? { ok: true, ride: next } : refuse("not expired");
    }
    case "offer": {
      if (ride.status !== "searching") return refuse("not searching");
      if (ride.offers.some((o) => o.id === operation.offerId)) return refuse("duplicate offer id");
      if (ride.offers.some((o) => o.driverId === operation.driverId && o.status === "pending")) {
        return refuse("already offered");
      }
      const offer: OfferSnapshot = { id: operation.offerId, driverId: operation.driverId, status: "pending" };
      return { ok: true, ride: { ...ride, offers: [...ride.offers, offer] } };
    }
    case "acceptOffer": {
      const offer = ride.offers.find((o) => o.id === operation.offerId);
      if (!offer) return refuse("no such offer");
      const accepted = moveOffer(offer, "accept", "rider");
      if (!accepted) return refuse(`offer is ${offer.status}`);
      const next = move(ride, "accept", "rider");
      if (!next) return refuse("ride is not searching");
      const offers = settlePending(
        ride.offers.map((o) => (o.id === offer.id ? accepted : o)),
        "lose",
      );
      return { ok: true, ride: { ...next, driverId: offer.driverId, offers } };
    }
    case "declineOffer":
      return offerOp(ride, operation.offerId, "decline", "rider");
    case "withdrawOffer": {
      const offer = ride.offers.find((o) => o.id === operation.offerId);
      if (offer?.driverId !== operation.driverId) return refuse("not this driver's offer");
      return offerOp(ride, operation.offerId, "withdraw", "driver");
    }
    case "expireOffer":
      return offerOp(ride, operation.offerId, "expire", "system");
    case "arrive":
      return driverOp(ride, operation.driverId, "arrive");
    case "start":
      return driverOp(ride, operation.driverId, "start");
    case "complete":
      return driverOp(ride, operation.driverId, "complete");
    case "cancel": {
      if (operation.by === "driver" && ride.driverId !== operation.driverId) {
        return refuse("not the assigned driver");
      }
      const next = move(ride, "cancel", operation.by);
      if (!next) return refuse(`cannot cancel a ${ride.status} ride`);
      return { ok: true, ride: { ...next, offers: settlePending(ride.offers, "expire") } };
    }
  }
}
