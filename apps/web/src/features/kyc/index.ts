/** What other features may use from the driver verification area. */
export { KycStatusCard } from "./components/kyc-status-card.tsx";
