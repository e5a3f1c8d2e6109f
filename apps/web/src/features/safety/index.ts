/** What other features may use from the safety area (trusted contacts, sharing a trip). */

export { NightPlateCheck } from "./components/night-plate-check.tsx";
export { ShareTripButton } from "./components/share-trip-button.tsx";
export { SosButton } from "./components/sos-button.tsx";
export { TripCheckPrompt } from "./components/trip-check-prompt.tsx";
