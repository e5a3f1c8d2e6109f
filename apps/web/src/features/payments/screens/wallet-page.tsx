import { CASH_NOTICE, formatDateTime, formatNaira, type WalletView } from "@campusgo/domain";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Link, useSearchParams } from "react-router";
import { TextField } from "../../../components/form/index.ts";
import { Spinner } from "../../../components/spinner.tsx";
import { bookingDetailsPath } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { Card, PageFrame } from "../../dashboard/index.ts";
import { useWallet } from "../api/get-wallet.ts";
import { useTopUp } from "../api/start-checkout.ts";
import { OwedTripBanner } from "../components/owed-trip-banner.tsx";
import { movementLabel } from "../lib/labels.ts";
import { checkTopUp, nairaInput, QUICK_TOP_UPS, topUpRangeHint } from "../lib/top-up-amount.ts";
import { TOP_UP_PARAM } from "../lib/wallet-path.ts";

/** /dashboard/wallet: the balance, the trip still owed, a top-up through the gateway, recent movements. */
export default function WalletPage() {
  const wallet = useWallet();

  return (
    <PageFrame title="Wallet" subtitle="Pay for trips in one tap. Top up by card or bank transfer.">
      {wallet.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading your wallet">
          <div className="h-28 animate-pulse rounded-3xl bg-white" />
          <div className="h-48 animate-pulse rounded-3xl bg-white" />
        </div>
      ) : wallet.isError ? (
        <p className="rounded-3xl bg-white p-5 text-danger" role="alert">
          Your wallet could not be loaded. {errorMessage(wallet.error)}
        </p>
      ) : (
        <Wallet wallet={wallet.data} />
      )}
    </PageFrame>
  );
}

function Wallet({ wallet }: { wallet: WalletView }) {
  return (
    <div className="space-y-4">
      <Card>
        <p className="text-sm font-medium text-ink-muted">Wallet balance</p>
        <p className="mt-1 font-display text-4xl font-extrabold text-ink" data-testid="wallet-balance">
          {formatNaira(wallet.balanceKobo)}
        </p>
      </Card>
      <OwedTripBanner />
      <TopUpForm wallet={wallet} />
      <Movements wallet={wallet} />
      <p className="rounded-2xl bg-white p-4 text-sm text-ink-muted ring-1 ring-line">{CASH_NOTICE}</p>
    </div>
  );
}

function TopUpForm({ wallet }: { wallet: WalletView }) {
  const [params] = useSearchParams();
  const limits = { minKobo: wallet.topUpMinKobo, maxKobo: wallet.topUpMaxKobo };
  const asked = Number(params.get(TOP_UP_PARAM));
  const [amount, setAmount] = useState(() =>
    Number.isSafeInteger(asked) && asked > 0 ? nairaInput(asked) : "",
  );
  const [error, setError] = useState<string | undefined>();
  const topUp = useTopUp();
  const titleId = useId();
  const busy = topUp.isPending || topUp.isSuccess;
  const quick = QUICK_TOP_UPS.filter((k) => k >= limits.minKobo && k <= limits.maxKobo);
  const checked = checkTopUp(amount, limits);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    topUp.mutate(checked.amountKobo, { onError: (e) => toast.error(errorMessage(e), { id: "top-up" }) });
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <h2 id={titleId} className="font-display text-lg font-bold text-ink">
          Top up
        </h2>
        <fieldset className="mt-3">
          <legend className="text-sm text-ink-muted">Choose an amount or type your own.</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {quick.map((kobo) => {
              const selected = checked.ok && checked.amountKobo === kobo;
              return (
                <button
                  key={kobo}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
                    setAmount(nairaInput(kobo));
                    setError(undefined);
                  }}
                  className={`min-h-11 rounded-xl border-2 px-2 font-semibold transition ${
                    selected
                      ? "border-brand-600 bg-brand-50 text-brand-800"
                      : "border-line text-ink hover:border-brand-300"
                  }`}
                >
                  {formatNaira(kobo)}
                </button>
              );
            })}
          </div>
        </fieldset>
        <TextField
          className="mt-4"
          label="Amount (₦)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 1500"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            if (error) setError(undefined);
          }}
          error={error}
          announceError
          hint={topUpRangeHint(limits)}
        />
        <button type="submit" className="btn-primary mt-4 w-full" disabled={busy}>
          {busy ? <Spinner bold className="size-4" /> : null}
          {checked.ok ? `Top up ${formatNaira(checked.amountKobo)}` : "Top up"}
        </button>
        <p className="mt-2 text-center text-xs text-ink-muted">
          You pay by card or bank transfer on the payment page, then come back here.
        </p>
      </form>
    </Card>
  );
}

function Movements({ wallet }: { wallet: WalletView }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="font-display text-lg font-bold text-ink">
          Recent movements
        </h2>
        {wallet.history.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">
            No movements yet. Top-ups and trip payments show here.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-line" data-testid="wallet-movements">
            {wallet.history.map((m) => (
              <li key={`${m.id}-${m.amountKobo}`} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{movementLabel(m.kind)}</p>
                  <p className="text-sm text-ink-muted">
                    {formatDateTime(m.at)}
                    {m.rideId ? (
                      <>
                        {" · "}
                        <Link
                          to={bookingDetailsPath(m.rideId)}
                          className="font-medium text-brand-700 underline underline-offset-2"
                        >
                          View trip
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <p
                  className={`shrink-0 font-display font-bold ${m.amountKobo >= 0 ? "text-brand-700" : "text-ink"}`}
                >
                  {m.amountKobo >= 0 ? "+" : "−"}
                  {formatNaira(Math.abs(m.amountKobo))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
