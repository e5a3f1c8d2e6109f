/** What the driver dashboard uses from the driver's ride area. */
export { ActiveRidePanel } from "./components/active-ride-panel.tsx";
export { AlertsPrompt } from "./components/alerts-prompt.tsx";
export { BookedRides } from "./components/booked-rides.tsx";
export { HistoryList } from "./components/history-list.tsx";
export { IncomingRequestView } from "./components/incoming-request-view.tsx";
export { LocationStatus } from "./components/location-status.tsx";
export { OpenRequests } from "./components/open-requests.tsx";
export { RequestList } from "./components/request-list.tsx";
export { markRequestsSeen } from "./hooks/request-alerts.ts";
export { type DriverOnline, useDriverOnline } from "./hooks/use-driver-online.ts";
export { useNewRequestCount } from "./hooks/use-new-request-count.ts";
