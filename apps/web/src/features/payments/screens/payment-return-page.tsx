import { formatNaira, type PaymentResultView } from "@campusgo/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { AlertCircleIcon, CheckCircleIcon, ClockIcon, XCircleIcon } from "../../../components/app-icons.tsx";
import { IconBadge, type IconBadgeTone } from "../../../components/icon-badge.tsx";
import { Logo } from "../../../components/logo.tsx";
import { bookingDetailsPath, paths } from "../../../config/paths.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useConfirmPayment } from "../api/confirm-payment.ts";
import { useWallet } from "../api/get-wallet.ts";
import { paymentKeys } from "../api/keys.ts";
import { checkoutReturnPath } from "../lib/checkout-return.ts";
import { owedPath, payOwedLabel } from "../lib/labels.ts";
import { referenceFrom, returnOutcome } from "../lib/payment-return.ts";
import { walletPath } from "../lib/wallet-path.ts";

/**
 * /payments/return?reference=: where the gateway's checkout sends the rider back. Asks the server to confirm the
 * payment with the gateway (again, with growing pauses, while the bank has not answered) and says how it went.
 */
export default function PaymentReturnPage() {
  const [params] = useSearchParams();
  const reference = referenceFrom(params);
  const confirm = useConfirmPayment(reference);
  const queryClient = useQueryClient();
  const outcome = returnOutcome(confirm.data, confirm.answers);
  const settled = outcome.kind !== "checking";
  const rideId = confirm.data?.rideId ?? null;

  // Once the outcome is known, every screen showing the wallet or this trip reads it afresh.
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
    if (rideId) {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.charge(rideId) });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.receipt(rideId) });
    }
  }, [settled, rideId, queryClient]);

  if (!reference || (confirm.error instanceof ApiError && confirm.error.status === 404)) {
    return (
      <ReturnShell tone="danger" icon={<AlertCircleIcon className="size-8" />} title="Payment not found">
        <p className="mt-3 text-ink-muted">We could not find this payment on your account.</p>
        <Actions primary={{ to: walletPath(), label: "Go to your wallet" }} />
      </ReturnShell>
    );
  }
  if (confirm.isError) {
    return (
      <ReturnShell
        tone="danger"
        icon={<AlertCircleIcon className="size-8" />}
        title="We could not check your payment"
      >
        <p className="mt-3 text-ink-muted">{errorMessage(confirm.error)}</p>
        <button type="button" className="btn-primary mt-6 w-full" onClick={() => void confirm.refetch()}>
          Check again
        </button>
      </ReturnShell>
    );
  }

  switch (outcome.kind) {
    case "checking":
      return (
        <ReturnShell
          tone="brand"
          icon={<span className={RING} aria-hidden="true" />}
          title="Checking your payment…"
        >
          <p className="mt-3 text-ink-muted">This takes a few seconds. Please keep this page open.</p>
        </ReturnShell>
      );
    case "success":
      return <Success result={outcome.result} />;
    case "credited":
      return (
        <ReturnShell tone="success" icon={<CheckCircleIcon className="size-8" />} title="Payment successful">
          <p className="mt-3 text-ink">
            This trip was already paid, so the {formatNaira(outcome.result.amountKobo)} you just paid is in
            your wallet, ready for your next trips.
          </p>
          <Actions
            primary={{ to: walletPath(), label: "Go to your wallet" }}
            secondary={rideId ? { to: tripPath(rideId), label: "See the trip" } : undefined}
          />
        </ReturnShell>
      );
    case "failed":
      return (
        <ReturnShell tone="danger" icon={<XCircleIcon className="size-8" />} title="Payment not completed">
          <p className="mt-3 text-ink-muted">
            The payment of {formatNaira(outcome.result.amountKobo)} was not completed, and nothing was taken.
          </p>
          <TryAgain result={outcome.result} />
        </ReturnShell>
      );
    case "waiting":
      return (
        <ReturnShell tone="keke" icon={<ClockIcon className="size-8" />} title="Payment not completed yet">
          <p className="mt-3 text-ink-muted">
            We have not heard from your bank about this payment of {formatNaira(outcome.result.amountKobo)}.
            If you paid, it will update by itself when the bank confirms: you do not need to pay again. If you
            did not finish paying, try again.
          </p>
          <TryAgain result={outcome.result} />
          <button
            type="button"
            className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-xl font-semibold text-brand-700 hover:bg-brand-50"
            onClick={() => void confirm.refetch()}
            disabled={confirm.isFetching}
          >
            Check again
          </button>
        </ReturnShell>
      );
  }
}

const RING = "size-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600";

/** Where a trip's payment is seen again: the screen that started the checkout (a delivery's), else its booking. */
const tripPath = (tripId: string) => checkoutReturnPath(tripId) ?? bookingDetailsPath(tripId);

function Success({ result }: { result: PaymentResultView }) {
  const topUp = result.purpose === "topup";
  const wallet = useWallet({ enabled: topUp });
  const owed = topUp ? (wallet.data?.owed ?? null) : null;
  return (
    <ReturnShell tone="success" icon={<CheckCircleIcon className="size-8" />} title="Payment successful">
      <p className="mt-3 text-ink">
        {topUp
          ? `${formatNaira(result.amountKobo)} was added to your wallet.`
          : `You paid ${formatNaira(result.amountKobo)}. Thank you!`}
      </p>
      {owed ? (
        <p className="mt-2 text-sm text-ink-muted">
          You can now pay the {formatNaira(owed.amountKobo)}{" "}
          {owed.kind === "cancellation_fee"
            ? "cancellation fee"
            : owed.kind === "return_fee"
              ? "for bringing your package back"
              : "for your last trip"}{" "}
          from your wallet.
        </p>
      ) : null}
      {topUp ? (
        <Actions
          primary={
            owed
              ? { to: owedPath(owed), label: payOwedLabel(owed.kind) }
              : { to: walletPath(), label: "Go to your wallet" }
          }
          secondary={
            owed
              ? { to: walletPath(), label: "Go to your wallet" }
              : { to: paths.dashboard, label: "Book a ride" }
          }
        />
      ) : (
        <Actions
          primary={
            result.rideId
              ? { to: tripPath(result.rideId), label: "See your receipt" }
              : { to: walletPath(), label: "Go to your wallet" }
          }
          secondary={{ to: paths.dashboard, label: "Back to home" }}
        />
      )}
    </ReturnShell>
  );
}

/** Back to where this payment can be made again: the trip's payment, or the wallet's top-up. */
function TryAgain({ result }: { result: PaymentResultView }) {
  const trip = result.purpose !== "topup" && result.rideId;
  return (
    <Actions
      primary={{
        to: trip ? tripPath(result.rideId as string) : walletPath(result.amountKobo),
        label: "Try again",
      }}
      secondary={
        trip
          ? { to: walletPath(), label: "Go to your wallet" }
          : { to: paths.dashboard, label: "Back to home" }
      }
    />
  );
}

interface Target {
  to: string;
  label: string;
}

function Actions({ primary, secondary }: { primary: Target; secondary?: Target | undefined }) {
  return (
    <div className="mt-6 grid gap-2">
      <Link to={primary.to} className="btn-primary w-full">
        {primary.label}
      </Link>
      {secondary ? (
        <Link to={secondary.to} className="btn-outline w-full">
          {secondary.label}
        </Link>
      ) : null}
    </div>
  );
}

/** A centred card with the outcome; the heading takes the focus when the outcome changes, for screen readers. */
function ReturnShell({
  tone,
  icon,
  title,
  children,
}: {
  tone: IconBadgeTone;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === title) return;
    shown.current = title;
    heading.current?.focus();
  });
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="mx-auto flex w-full max-w-5xl items-center px-5 py-3">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center">
        <div
          className="w-full max-w-md rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-sm sm:px-10"
          data-testid="payment-return"
        >
          <div className="mb-5 flex justify-center">
            <IconBadge tone={tone}>{icon}</IconBadge>
          </div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-display text-2xl font-extrabold text-ink outline-none"
          >
            {title}
          </h1>
          <div aria-live="polite">{children}</div>
        </div>
      </main>
    </div>
  );
}
