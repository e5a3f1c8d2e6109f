/** What the driver dashboard uses from the driver's ride area. */

export { useDriverHistory } from "./api/get-driver-history.ts";
export { withdrawOffer } from "./api/withdraw-offer.ts";
export { ActiveRidePanel } from "./components/active-ride-panel.tsx";
export { AlertsPrompt } from "./components/alerts-prompt.tsx";
export { BookedRides } from "./components/booked-rides.tsx";
export { IncomingRequestView } from "./components/incoming-request-view.tsx";
export { LocationStatus } from "./components/location-status.tsx";
export { NoResults } from "./components/no-results.tsx";
export { OfferControls } from "./components/offer-controls.tsx";
export { OpenRequests } from "./components/open-requests.tsx";
export type { OtherRequests } from "./components/other-requests.ts";
export { RequestList } from "./components/request-list.tsx";
export { MyOffer, RequestNote, RequestPrice, RequestRoute } from "./components/request-parts.tsx";
export { RideHistoryRow } from "./components/ride-history-row.tsx";
export { ActionButton } from "./components/step-action.tsx";
export { WaitCountdown, type WaitWords } from "./components/wait-countdown.tsx";
export { useDriverPosition } from "./hooks/driver-position.ts";
export { claimOffers } from "./hooks/offer-claims.ts";
export { announceOtherRequest, markRequestsSeen } from "./hooks/request-alerts.ts";
export { type DriverOnline, useDriverOnline } from "./hooks/use-driver-online.ts";
export { useNewRequestCount } from "./hooks/use-new-request-count.ts";
export { type OfferForm, type SendOffer, useOfferForm } from "./hooks/use-offer-form.ts";
export { directionsUrl } from "./lib/navigation.ts";
export { rideMatches, textMatches } from "./lib/search.ts";
