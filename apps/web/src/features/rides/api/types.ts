import type { OfferView, RideStatus, RideView } from "@campusgo/domain";

/** The shapes of docs/api-rides.md, as the domain package types them. */
export type Ride = RideView;
export type Offer = OfferView;
export type RideDriver = NonNullable<RideView["driver"]>;
export type RidePlace = RideView["pickup"];
export type { RideStatus };

/** A rider's ride still going on (at most one). */
export const ACTIVE_STATUSES: readonly RideStatus[] = ["searching", "accepted", "arrived", "in_progress"];

/** The driver is assigned: the driver-call screen shows the ride. */
export const ASSIGNED_STATUSES: readonly RideStatus[] = ["accepted", "arrived", "in_progress", "completed"];

/** The trip has begun: the rider can no longer cancel. */
export const STARTED_STATUSES: readonly RideStatus[] = ["in_progress"];
