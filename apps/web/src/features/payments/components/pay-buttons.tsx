import { formatNaira, PAYMENT_MESSAGES } from "@campusgo/domain";
import { useId } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useWallet } from "../api/get-wallet.ts";
import { topUpFor } from "../lib/top-up-amount.ts";
import { walletPath } from "../lib/wallet-path.ts";
import { CashNotice } from "./cash-notice.tsx";

/** A payment's call to the server: pending while it runs; success stays set while the browser leaves for the gateway. */
interface PayCall<T> {
  mutate: (
    input: undefined,
    options: { onSuccess?: (answer: T) => void; onError: (e: unknown) => void },
  ) => void;
  isPending: boolean;
  isSuccess?: boolean;
}

/**
 * The ways to pay an owed amount: one tap from the wallet when it holds enough (else what to top up), or the
 * gateway's checkout (card or bank transfer), and why there is no cash. `toastId` keeps one notice per payment.
 */
export function PayButtons({
  amountKobo,
  fromWallet,
  checkout,
  toastId,
}: {
  amountKobo: number;
  fromWallet: PayCall<{ message: string }>;
  checkout: PayCall<unknown>;
  toastId: string;
}) {
  const wallet = useWallet();
  const noteId = useId();
  const balance = wallet.data?.balanceKobo;
  const enough = balance !== undefined && balance >= amountKobo;
  const topUp = wallet.data ? topUpFor(amountKobo, wallet.data.balanceKobo, wallet.data.topUpMinKobo) : null;
  const busy = fromWallet.isPending || checkout.isPending || checkout.isSuccess;
  const refused = (e: unknown) => toast.error(errorMessage(e), { id: toastId });

  return (
    <>
      <button
        type="button"
        className="btn-primary mt-3 w-full flex-col gap-0 leading-tight"
        onClick={() =>
          fromWallet.mutate(undefined, {
            onSuccess: (answer) => toast.success(answer.message, { id: toastId }),
            onError: refused,
          })
        }
        disabled={!enough || busy}
        aria-describedby={!enough && wallet.data ? noteId : undefined}
      >
        <span className="inline-flex items-center gap-2">
          {fromWallet.isPending ? <Spinner bold className="size-4" /> : null}
          Pay {formatNaira(amountKobo)} from wallet
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
          <Link to={walletPath(topUp)} className="btn-accent mt-2 w-full">
            Top up{topUp ? ` ${formatNaira(topUp)}` : ""}
          </Link>
        </>
      ) : null}
      <button
        type="button"
        className="btn-outline mt-3 w-full"
        onClick={() => checkout.mutate(undefined, { onError: refused })}
        disabled={busy}
      >
        {checkout.isPending || checkout.isSuccess ? <Spinner bold className="size-4" /> : null}
        Pay by card or bank transfer
      </button>
      <CashNotice className="mt-2" />
    </>
  );
}
