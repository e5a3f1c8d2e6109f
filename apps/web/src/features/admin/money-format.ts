import type {
  AdminTripMoney,
  PaymentReportStatus,
  PaymentStatus,
  PayoutStatus,
  RefundStatus,
} from "./admin-types.ts";

/** How the money area names statuses and methods. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  success: "Paid",
  pending: "Pending",
  failed: "Failed",
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: "On its way",
  success: "Sent",
  failed: "Failed",
  reversed: "Reversed",
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  done: "Refunded",
  pending: "Pending",
  processed: "Refunded",
  failed: "Failed",
};

export const REPORT_STATUS_LABELS: Record<PaymentReportStatus, string> = {
  open: "Open",
  warned: "Driver warned",
  suspended: "Driver suspended",
  dismissed: "Dismissed",
};

const METHODS: Record<string, string> = {
  wallet: "Wallet",
  card: "Card",
  bank_transfer: "Bank transfer",
  ussd: "USSD",
  bank: "Bank",
};

/** "Wallet", "Card", "Bank transfer"...; "—" when not paid yet. */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return "—";
  return METHODS[method] ?? method.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** Naira typed by an admin ("1,500", "1500.50") as kobo; null when it is not an amount. */
export function parseNaira(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** What a trip's charge is for: "Fare", "Delivery fare", "Cancellation fee", "Return fee". */
export function chargeFor(trip: Pick<AdminTripMoney, "kind" | "tripKind">): string {
  if (trip.kind === "cancellation_fee") return "Cancellation fee";
  if (trip.kind === "return_fee") return "Return fee";
  return trip.tripKind === "delivery" ? "Delivery fare" : "Fare";
}
