import type { AmountRange, RideTypeId, TripKind } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Offer, trips } from "../../db/schema/index.ts";
import { deliveryOfferKind } from "../deliveries/offerable.ts";
import type { People } from "../drivers/people.ts";
import type { RideDeps } from "../rides/deps.ts";
import { rideOfferKind } from "../rides/offerable.ts";
import type { TripChange } from "../trips/changes.ts";

/** What offers need to know of a trip of any kind, read from its row. */
export interface OfferTarget {
  id: string;
  /** The rider or sender: the one who accepts. */
  bookerId: string;
  /** Drivers may offer only while it searches. */
  searching: boolean;
  pickup: { lat: number; lon: number };
  /** The ride type whose speed gives the driver's time to the pickup. */
  rideType: RideTypeId;
  /** What a driver may ask. */
  band: AmountRange;
  /** The booker's own offer: a driver who names no amount takes it. */
  bookersOfferKobo: number;
  /** "Accept the best offer up to ₦X", when set. */
  autoAcceptKobo: number | null;
}

/**
 * A kind of trip as offers see it (docs/decisions/0029-the-trip-core.md): how to read and lock its row, what its
 * target is, how it is assigned to the driver whose offer is accepted (its transition and hand-over codes, in the
 * accepting transaction), and how the booker hears of an offer.
 */
export interface OfferKind<Row extends { id: string; status: string }, Change extends TripChange<Row>> {
  kind: TripKind;
  find(db: Db, id: string): Promise<Row | undefined>;
  lock(tx: Db, id: string, mode: "update" | "share"): Promise<Row | undefined>;
  target(deps: RideDeps, row: Row): OfferTarget;
  /** A booking for later matched now: the driver keeps their other offers until it is near. */
  reservesAhead(deps: RideDeps, row: Row, now: Date): boolean;
  /** In `tx`, the offer accepted and the row locked: the trip becomes the driver's. Undefined when it lost a race. */
  assign(
    tx: Db,
    deps: RideDeps,
    locked: Row,
    offer: Offer,
    by: { actor: "rider" | "sender" | "system"; actorId?: string; settledOfferIds: string[] },
    now: Date,
  ): Promise<Change | undefined>;
  /** The committed assignment to its subscribers. */
  publish(deps: RideDeps, change: Change): Promise<void>;
  /** The booker hears of a new offer (and a timer is set to accept within their limit). */
  offered(deps: RideDeps, row: Row, offer: Offer, people: People, now: Date): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: one registry holds every kind's rows.
type AnyOfferKind = OfferKind<any, any>;

/** Read when asked, not when this module loads (the kinds' modules and the offers service import each other). */
const kinds = (): Record<TripKind, AnyOfferKind | undefined> => ({
  ride: rideOfferKind,
  delivery: deliveryOfferKind,
  // A line's run takes no offers: its seats are booked at the line's fares.
  shuttle_run: undefined,
});

/** The offer kind of a trip, by its id; undefined for no such trip. */
export async function offerKindOf(db: Db, tripId: string): Promise<AnyOfferKind | undefined> {
  const [trip] = await db.select({ kind: trips.kind }).from(trips).where(eq(trips.id, tripId)).limit(1);
  return trip ? kinds()[trip.kind as TripKind] : undefined;
}

export const offerKind = (kind: TripKind): AnyOfferKind | undefined => kinds()[kind];
