import { formatNaira } from "@campusgo/domain";
import { useId } from "react";
import { deliveryPath } from "../../../config/paths.ts";
import { PayButtons } from "../../payments/index.ts";
import { useDeliveryCheckout, usePayDeliveryFromWallet } from "../api/pay-delivery.ts";
import type { Delivery } from "../api/types.ts";

type Payment = NonNullable<Delivery["payment"]>;

/** What each charge of a delivery is called, and what paying it does. */
const WORDS = {
  fare: {
    title: "Pay before pickup",
    note: "The driver takes the package once it is paid. If the delivery is cancelled before pickup, the money goes back to your wallet.",
    amountLabel: "Agreed price",
  },
  return: {
    title: "Pay for the return",
    note: "Nobody took the package at the drop-off, so the driver brought it back to you, as the return rule said when you booked. You can book again once it is paid.",
    amountLabel: "Return fee",
  },
} as const;

/**
 * "Pay before pickup": once a driver's price is agreed, the sender pays from the wallet in one tap or at the
 * gateway (card or bank transfer, coming back to this delivery); the driver takes the package only once it is
 * paid. "Pay for the return": the same, for the return fee once a package came back. Nothing once paid (the
 * receipt says how).
 */
export function DeliveryPayment({
  delivery,
  charge = "fare",
}: {
  delivery: Delivery;
  charge?: "fare" | "return";
}) {
  const titleId = useId();
  const payment = charge === "fare" ? delivery.payment : delivery.returnPayment;
  if (payment?.status !== "owed") return null;
  const words = WORDS[charge];
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-keke-400 bg-keke-100/40 p-4"
      data-testid={charge === "fare" ? "delivery-payment" : "return-payment"}
    >
      <h2 id={titleId} className="font-semibold text-ink">
        {words.title}
      </h2>
      <Owed delivery={delivery} payment={payment} note={words.note} amountLabel={words.amountLabel} />
    </section>
  );
}

function Owed({
  delivery,
  payment,
  note,
  amountLabel,
}: {
  delivery: Delivery;
  payment: Payment;
  note: string;
  amountLabel: string;
}) {
  const payWallet = usePayDeliveryFromWallet(delivery.id);
  const checkout = useDeliveryCheckout(delivery.id, deliveryPath(delivery.id));
  return (
    <div className="mt-1">
      <p className="text-sm text-ink-muted">{note}</p>
      <p className="mt-2 flex items-baseline justify-between gap-3">
        <span className="text-sm text-ink-muted">{amountLabel}</span>
        <span className="font-display text-xl font-bold text-ink" data-testid="amount-owed">
          {formatNaira(payment.amountKobo)}
        </span>
      </p>
      <PayButtons
        amountKobo={payment.amountKobo}
        fromWallet={payWallet}
        checkout={checkout}
        toastId="delivery-payment"
      />
    </div>
  );
}
