import { type OfferView, RIDER_ACTIVE_STATUSES, type RideStatus, type RideView } from "@campusgo/domain";

/** The shapes of docs/api-rides.md, as the domain package types them. */
export type Ride = RideView;
export type Offer = OfferView;
export type RideDriver = NonNullable<RideView["driver"]>;
export type RidePlace = RideView["pickup"];
export type { RideStatus };

/** A rider's ride still going on (at most one). */
export const ACTIVE_STATUSES: readonly RideStatus[] = RIDER_ACTIVE_STATUSES;

/** The trip has begun: the rider can no longer cancel. */
export const STARTED_STATUSES: readonly RideStatus[] = ["in_progress", "waiting", "returning"];
