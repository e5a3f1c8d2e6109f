/** What other features may use from the rider's money: paying for trips, the owed-trip banner, reports. */
export { useWallet } from "./api/get-wallet.ts";
export { CancellationFeeDue, CancellationPolicy } from "./components/cancellation-policy.tsx";
export { CashNotice } from "./components/cash-notice.tsx";
export { OwedTripBanner } from "./components/owed-trip-banner.tsx";
export { PaymentSection } from "./components/payment-section.tsx";
export { ReportDriver } from "./components/report-driver.tsx";
export { TripPayment } from "./components/trip-payment.tsx";
export { isOwedError } from "./lib/owed.ts";
