/** What other features may use from the safety area (trusted contacts, sharing a trip). */
export { ShareTripButton } from "./components/share-trip-button.tsx";
export { SosButton } from "./components/sos-button.tsx";
