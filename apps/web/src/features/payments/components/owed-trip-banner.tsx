import { formatNaira, PAYMENT_MESSAGES } from "@campusgo/domain";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { useWallet } from "../api/get-wallet.ts";
import { chargeLabel, owedPath } from "../lib/labels.ts";
import { walletPath } from "../lib/wallet-path.ts";

/**
 * On the booking screens: the last trip is not paid, so booking waits. Shown when the wallet says so, or when
 * the server has just refused a booking for it (`refused`), which also moves the focus here.
 */
export function OwedTripBanner({
  refused = false,
  className = "",
}: {
  refused?: boolean;
  className?: string;
}) {
  const wallet = useWallet();
  const ref = useRef<HTMLDivElement>(null);
  const owed = wallet.data?.owed ?? null;
  const refetch = wallet.refetch;

  useEffect(() => {
    if (!refused) return;
    void refetch();
    ref.current?.focus();
  }, [refused, refetch]);

  if (!owed && !refused) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={refused ? "alert" : undefined}
      className={`rounded-2xl border border-keke-500 bg-keke-100 p-4 text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${className}`}
      data-testid="owed-trip-banner"
    >
      <p className="flex gap-2 font-semibold">
        <AlertCircleIcon className="mt-0.5 size-5 shrink-0" />
        <span>{owed ? PAYMENT_MESSAGES.owedFor(owed.kind) : PAYMENT_MESSAGES.owed}</span>
      </p>
      {owed ? (
        <p className="mt-1 pl-7 text-ink-muted">
          {chargeLabel(owed.kind)}: {formatNaira(owed.amountKobo)}
        </p>
      ) : null}
      <Link to={owed ? owedPath(owed) : walletPath()} className="btn-primary mt-3 w-full">
        Pay now
      </Link>
    </div>
  );
}
