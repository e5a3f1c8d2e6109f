import type { DriverRequest, DriverSummary, OfferView, RideView } from "@campusgo/domain";

/** The shapes of docs/api-rides.md, as the domain package types them. */
export type { DriverRequest, DriverSummary };
export type Ride = RideView;
export type Offer = OfferView;
