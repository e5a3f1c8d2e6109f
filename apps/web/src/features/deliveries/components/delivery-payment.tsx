import { formatNaira, PAYMENT_MESSAGES } from "@campusgo/domain";
import { useId } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { deliveryPath } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { CashNotice, useWallet, walletPath } from "../../payments/index.ts";
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
  const wallet = useWallet();
  const payWallet = usePayDeliveryFromWallet(delivery.id);
  const checkout = useDeliveryCheckout(delivery.id, deliveryPath(delivery.id));
  const noteId = useId();
  const balance = wallet.data?.balanceKobo;
  const enough = balance !== undefined && balance >= payment.amountKobo;
  const busy = payWallet.isPending || checkout.isPending || checkout.isSuccess;
  const short = balance !== undefined ? Math.max(0, payment.amountKobo - balance) : null;

  return (
    <div className="mt-1">
      <p className="text-sm text-ink-muted">{note}</p>
      <p className="mt-2 flex items-baseline justify-between gap-3">
        <span className="text-sm text-ink-muted">{amountLabel}</span>
        <span className="font-display text-xl font-bold text-ink" data-testid="amount-owed">
          {formatNaira(payment.amountKobo)}
        </span>
      </p>
      <button
        type="button"
        className="btn-primary mt-3 w-full flex-col gap-0 leading-tight"
        disabled={!enough || busy}
        aria-describedby={!enough && wallet.data ? noteId : undefined}
        onClick={() =>
          payWallet.mutate(undefined, {
            onSuccess: (answer) => toast.success(answer.message, { id: "delivery-payment" }),
            onError: (e) => toast.error(errorMessage(e), { id: "delivery-payment" }),
          })
        }
      >
        <span className="inline-flex items-center gap-2">
          {payWallet.isPending ? <Spinner bold className="size-4" /> : null}
          Pay {formatNaira(payment.amountKobo)} from wallet
        </span>
        <span className="text-xs font-medium opacity-90">
          {balance === undefined ? "Checking your balance…" : `(balance ${formatNaira(balance)})`}
        </span>
      </button>
      {!enough && wallet.data ? (
        <>
          <p id={noteId} className="mt-2 text-sm text-ink">
            {PAYMENT_MESSAGES.walletTooLow} Top up your wallet, or pay by card or bank transfer.
          </p>
          <Link to={walletPath(short)} className="btn-accent mt-2 w-full">
            Top up{short ? ` ${formatNaira(short)}` : ""}
          </Link>
        </>
      ) : null}
      <button
        type="button"
        className="btn-outline mt-2 w-full"
        disabled={busy}
        onClick={() =>
          checkout.mutate(undefined, {
            onError: (e) => toast.error(errorMessage(e), { id: "delivery-payment" }),
          })
        }
      >
        {checkout.isPending || checkout.isSuccess ? <Spinner bold className="size-4" /> : null}
        Pay by card or bank transfer
      </button>
      <CashNotice className="mt-1" />
    </div>
  );
}
