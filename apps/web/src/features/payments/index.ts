/** What other features may use from the rider's money: paying for trips, the owed-trip banner, reports. */
export { useWallet } from "./api/get-wallet.ts";
export { paymentKeys } from "./api/keys.ts";
export { goToCheckout } from "./api/start-checkout.ts";
export { CancellationFeeDue, CancellationPolicy } from "./components/cancellation-policy.tsx";
export { CashNotice } from "./components/cash-notice.tsx";
export { OwedTripBanner } from "./components/owed-trip-banner.tsx";
export { PayButtons } from "./components/pay-buttons.tsx";
export { PaymentSection, ReceiptCard } from "./components/payment-section.tsx";
export { ReportDriver } from "./components/report-driver.tsx";
export { TripPayment } from "./components/trip-payment.tsx";
export { rememberCheckoutReturn } from "./lib/checkout-return.ts";
export { isOwedError } from "./lib/owed.ts";
export { walletPath } from "./lib/wallet-path.ts";
