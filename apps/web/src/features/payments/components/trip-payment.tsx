import { type ChargeView, formatDateTime, formatNaira } from "@campusgo/domain";
import { useId } from "react";
import { Link } from "react-router";
import { bookingDetailsPath } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useRideCharge } from "../api/get-ride-charge.ts";
import { usePayFromWallet } from "../api/pay-from-wallet.ts";
import { useRideCheckout } from "../api/start-checkout.ts";
import { chargeLabel, paymentMethodLabel } from "../lib/labels.ts";
import { PayButtons } from "./pay-buttons.tsx";

interface TripPaymentProps {
  rideId: string;
  /** The trip ended in a way that costs something: an empty answer means "not recorded yet" and is asked again. */
  expected?: boolean;
  /** Links to the receipt (booking details) once paid; leave it out where the receipt is shown already. */
  receiptLink?: boolean;
  /** "sheet": a box in a ride sheet; "card": a card of its own on a page. */
  variant?: "sheet" | "card";
  className?: string;
}

/**
 * Paying for a trip (or a cancellation fee): one tap from the wallet when it holds enough, else a top-up or the
 * gateway's checkout (card or bank transfer); once paid, how, and the receipt. Nothing when nothing is owed.
 */
export function TripPayment({
  rideId,
  expected = false,
  receiptLink = false,
  variant = "sheet",
  className = "",
}: TripPaymentProps) {
  const charge = useRideCharge(rideId, { expected });
  const titleId = useId();
  if (charge.isPending) {
    return expected ? (
      <div className={`h-28 animate-pulse rounded-2xl bg-surface ${className}`} role="status">
        <span className="sr-only">Loading the payment</span>
      </div>
    ) : null;
  }
  if (charge.isError) {
    return (
      <p className={`rounded-2xl bg-red-50 p-3 text-sm text-danger ${className}`} role="alert">
        The payment could not be loaded. {errorMessage(charge.error)}
      </p>
    );
  }
  const view = charge.data;
  if (!view) {
    return expected && charge.isFetching ? (
      <p className={`rounded-2xl bg-surface p-3 text-sm text-ink-muted ${className}`} role="status">
        Working out what to pay…
      </p>
    ) : null;
  }
  return (
    <section
      aria-labelledby={titleId}
      className={`border border-line bg-white ${variant === "card" ? "rounded-3xl p-5 shadow-sm sm:p-7" : "rounded-2xl p-4"} ${className}`}
      data-testid="trip-payment"
    >
      <h2
        id={titleId}
        className={`font-display font-bold text-ink ${variant === "card" ? "text-lg" : "text-base"}`}
      >
        {view.status === "paid"
          ? "Payment"
          : `Pay for your ${view.kind === "fare" ? "trip" : "cancellation"}`}
      </h2>
      {view.status === "paid" ? <Paid view={view} receiptLink={receiptLink} /> : <Owed view={view} />}
    </section>
  );
}

function Paid({ view, receiptLink }: { view: ChargeView; receiptLink: boolean }) {
  return (
    <div className="mt-2">
      <p className="font-semibold text-brand-800" role="status" data-testid="paid-with">
        Paid ✓ with {paymentMethodLabel(view.method)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        {chargeLabel(view.kind)} {formatNaira(view.amountKobo)}
        {view.paidAt ? `, ${formatDateTime(view.paidAt)}` : ""}
      </p>
      {view.priceNote ? <PriceNote note={view.priceNote} /> : null}
      {view.refundedKobo > 0 ? (
        <p className="mt-1 text-sm text-ink">Refunded {formatNaira(view.refundedKobo)}</p>
      ) : null}
      {receiptLink ? (
        <Link to={bookingDetailsPath(view.rideId)} className="btn-outline mt-3 w-full">
          View receipt
        </Link>
      ) : null}
    </div>
  );
}

function Owed({ view }: { view: ChargeView }) {
  const payWallet = usePayFromWallet(view.rideId);
  const checkout = useRideCheckout(view.rideId);
  return (
    <div className="mt-1">
      <p className="text-sm text-ink-muted">
        {view.kind === "fare"
          ? view.priceNote
            ? "Your driver ended the trip before where it ends, so you pay for the distance driven."
            : "Pay the fare you agreed before you book your next ride."
          : "You cancelled after your driver arrived, so the cancellation fee goes to your driver."}
      </p>
      {view.priceNote ? <PriceNote note={view.priceNote} /> : null}
      <p className="mt-2 flex items-baseline justify-between gap-3">
        <span className="text-sm text-ink-muted">{chargeLabel(view.kind)}</span>
        <span className="font-display text-xl font-bold text-ink" data-testid="amount-owed">
          {formatNaira(view.amountKobo)}
        </span>
      </p>
      <PayButtons
        amountKobo={view.amountKobo}
        fromWallet={payWallet}
        checkout={checkout}
        toastId="trip-payment"
      />
    </div>
  );
}

/** Why the trip costs less than agreed: "Ended 48 km before Enugu: ₦350 of ₦7,400". */
function PriceNote({ note }: { note: string }) {
  return (
    <p className="mt-2 rounded-xl bg-keke-100 p-3 text-sm font-semibold text-ink" data-testid="price-note">
      {note}
    </p>
  );
}
