/** What the driver dashboard uses from the driver's ride area. */
export { ActiveRidePanel } from "./components/active-ride-panel.tsx";
export { EarningsPanel } from "./components/earnings-panel.tsx";
export { HistoryList } from "./components/history-list.tsx";
export { LocationStatus } from "./components/location-status.tsx";
export { RequestList } from "./components/request-list.tsx";
export { SummaryCards } from "./components/summary-cards.tsx";
export { type DriverOnline, useDriverOnline } from "./hooks/use-driver-online.ts";
