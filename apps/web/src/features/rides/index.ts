/** What other features may use from the rider's ride area. */
export { activeRideQuery, useActiveRide } from "./api/get-active-ride.ts";
export { useRide } from "./api/get-ride.ts";
export { type RideScope, useRides } from "./api/get-rides.ts";
export { rideKeys } from "./api/keys.ts";
export { useMyRating } from "./api/rate-ride.ts";
export type { Ride, RideDriver, RideStatus } from "./api/types.ts";
export { EndedAwayNotice } from "./components/ended-away-notice.tsx";
export { RateTrip } from "./components/rate-trip.tsx";
export { RideRoute } from "./components/ride-route.tsx";
export { liveRidePath, useFlowPaths, withRide } from "./hooks/use-flow-paths.ts";
export { endedEarlyLabel } from "./lib/ended-early.ts";
export { notePayScreenSeen, payScreenSeen } from "./lib/pay-screen.ts";
export { rideTypeLabel } from "./lib/ride-types.ts";
export { isLiveRide, LIVE_RIDE_STATUSES } from "./lib/rider-screens.ts";
export { vehicleInfo } from "./lib/vehicle.ts";
export { MapBackdrop } from "./map/map-backdrop.tsx";
export { bookingDraft } from "./state/booking-draft.ts";
