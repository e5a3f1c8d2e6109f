import { formatDateTime, formatNaira, type ReceiptView } from "@campusgo/domain";
import { useId } from "react";
import { useReceipt } from "../api/get-receipt.ts";
import { useRideCharge } from "../api/get-ride-charge.ts";
import { chargeLabel, paymentMethodLabel } from "../lib/labels.ts";
import { TripPayment } from "./trip-payment.tsx";

const CARD = "rounded-3xl p-5 shadow-sm sm:p-7";

/**
 * A booking's Payment section: what is owed (with the ways to pay) or the receipt of the payment. Nothing for a
 * booking that cost nothing.
 */
export function PaymentSection({ rideId, completed }: { rideId: string; completed: boolean }) {
  const charge = useRideCharge(rideId, { expected: completed });
  const paid = charge.data?.status === "paid";
  if (!paid) return <TripPayment rideId={rideId} expected={completed} variant="card" />;
  return <Receipt rideId={rideId} />;
}

function Receipt({ rideId }: { rideId: string }) {
  const receipt = useReceipt(rideId);
  return <ReceiptCard receipt={receipt.data} pending={receipt.isPending} />;
}

/**
 * A paid trip's Payment card with its receipt (how it was paid, the reference, the driver, the route, when),
 * for a receipt any kind of trip fetched: loading while `pending`, a short apology when it could not be read.
 */
export function ReceiptCard({
  receipt,
  pending,
}: {
  receipt: ReceiptView | null | undefined;
  pending: boolean;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`border border-line bg-white ${CARD}`}
      data-testid="receipt"
    >
      <h2 id={titleId} className="font-display text-lg font-bold text-ink">
        Payment
      </h2>
      {pending ? (
        <div className="mt-3 h-32 animate-pulse rounded-2xl bg-surface" role="status">
          <span className="sr-only">Loading the receipt</span>
        </div>
      ) : receipt ? (
        <ReceiptRows receipt={receipt} />
      ) : (
        <p className="mt-2 text-sm text-ink-muted">The receipt could not be loaded. Please try again.</p>
      )}
    </section>
  );
}

function ReceiptRows({ receipt }: { receipt: ReceiptView }) {
  const rows: [string, string][] = [
    [chargeLabel(receipt.kind), formatNaira(receipt.amountKobo)],
    ["Paid with", paymentMethodLabel(receipt.method)],
    ["Reference", receipt.reference],
    [
      "Driver",
      receipt.driverName
        ? `${receipt.driverName}${receipt.plateNumber ? ` · ${receipt.plateNumber}` : ""}`
        : "Not available",
    ],
    ["Route", `${receipt.pickupName} to ${receipt.destName}${receipt.roundTrip ? " and back" : ""}`],
    ["Date", formatDateTime(receipt.paidAt)],
  ];
  if (receipt.refundedKobo > 0) rows.push(["Refunded", formatNaira(receipt.refundedKobo)]);
  return (
    <>
      <p className="mt-2 font-semibold text-brand-800" data-testid="paid-with">
        Paid ✓ with {paymentMethodLabel(receipt.method)}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-ink">Receipt</h3>
      <dl className="mt-1 divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="shrink-0 text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-right font-medium wrap-anywhere text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
