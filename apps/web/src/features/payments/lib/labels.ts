import type { ChargeKind } from "@campusgo/domain";
import { bookingDetailsPath, deliveryPath } from "../../../config/paths.ts";

const METHODS: Record<string, string> = {
  wallet: "Wallet",
  card: "Card",
  bank: "Bank",
  bank_transfer: "Bank transfer",
  ussd: "USSD",
  qr: "QR code",
  mobile_money: "Mobile money",
  apple_pay: "Apple Pay",
};

/** How a trip was paid, in words: "wallet" -> "Wallet", "bank_transfer" -> "Bank transfer". */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return "Not paid yet";
  const known = METHODS[method];
  if (known) return known;
  const words = method.replaceAll(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Other";
}

const MOVEMENTS: Record<string, string> = {
  topup: "Top-up",
  ride_payment: "Trip payment",
  ride_overpayment: "Trip paid twice: returned to your wallet",
  refund: "Refund",
  refund_sent: "Refund to your card",
};

/** A wallet movement's kind as the rider reads it ("ride_payment" -> "Trip payment"). */
export function movementLabel(kind: string): string {
  return MOVEMENTS[kind] ?? paymentMethodLabel(kind);
}

/** What is owed, in words. */
export function chargeLabel(kind: ChargeKind): string {
  return kind === "cancellation_fee"
    ? "Cancellation fee"
    : kind === "return_fee"
      ? "Return of your package"
      : "Trip fare";
}

/** Where an owed charge is paid: a package's return on the delivery's screen, the rest on the booking's. */
export const owedPath = (owed: { rideId: string; kind: ChargeKind }): string =>
  owed.kind === "return_fee" ? deliveryPath(owed.rideId) : bookingDetailsPath(owed.rideId);

/** "Pay for your trip", "Pay the cancellation fee", "Pay for the return": the button to an owed charge. */
export const payOwedLabel = (kind: ChargeKind): string =>
  kind === "cancellation_fee"
    ? "Pay the cancellation fee"
    : kind === "return_fee"
      ? "Pay for the return"
      : "Pay for your trip";
