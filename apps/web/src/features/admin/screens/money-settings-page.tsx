import { COMMISSION_MAX_PERCENT, formatNaira, groupDigits } from "@campusgo/domain";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { CheckCircleIcon, XCircleIcon } from "../../../components/app-icons.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import type { CommissionView, LedgerHealth } from "../admin-types.ts";
import { useCommission, useSetCommission } from "../api/commission.ts";
import { useLedgerHealth } from "../api/get-ledger-health.ts";
import { LoadState } from "../components/load-state.tsx";
import { MoneyNav } from "../components/money-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatDate } from "../format.ts";

/** /admin/settings: the commission rate, and the ledger's health line. */
export default function MoneySettingsPage() {
  const commission = useCommission();
  const health = useLedgerHealth();
  return (
    <>
      <MoneyNav />
      <PageHeader
        title="Money settings"
        description="The platform's commission, and whether the books balance."
      />
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <section
          className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
          aria-labelledby="commission-title"
        >
          <h2 id="commission-title" className="font-display text-lg font-bold">
            Commission
          </h2>
          {commission.isSuccess ? (
            <CommissionForm key={commission.data.bps} current={commission.data} />
          ) : (
            <LoadState
              loading={commission.isPending}
              error={commission.error}
              onRetry={() => void commission.refetch()}
            />
          )}
        </section>
        <section
          className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
          aria-labelledby="ledger-title"
        >
          <h2 id="ledger-title" className="font-display text-lg font-bold">
            Ledger health
          </h2>
          {health.isSuccess ? (
            <HealthLine health={health.data} />
          ) : (
            <LoadState
              loading={health.isPending}
              error={health.error}
              onRetry={() => void health.refetch()}
            />
          )}
        </section>
      </div>
    </>
  );
}

function CommissionForm({ current }: { current: CommissionView }) {
  const id = useId();
  const save = useSetCommission();
  const [text, setText] = useState(String(current.percent));
  const [error, setError] = useState<string>();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const percent = Number(text.trim().replace(/%$/, ""));
    if (text.trim() === "" || !Number.isFinite(percent) || percent < 0 || percent > COMMISSION_MAX_PERCENT) {
      setError(`The commission must be between 0% and ${COMMISSION_MAX_PERCENT}%`);
      return;
    }
    setError(undefined);
    save.mutate(percent, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-ink-muted">
        The platform keeps this share of every trip paid; the driver earns the rest. A change applies to the
        next trip paid: trips already paid keep their commission.
      </p>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-semibold">
          Commission (%)
        </label>
        <div className="flex gap-3">
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={`input max-w-32 ${error ? "border-danger" : ""}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          />
          <button type="submit" className="btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          From 0 to {COMMISSION_MAX_PERCENT}, to the hundredth. Now {current.percent}%
          {current.updatedAt ? `, set ${formatDate(current.updatedAt)}` : " (the default)"}.
        </p>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

function HealthLine({ health }: { health: LedgerHealth }) {
  const balanced = health.sumKobo === 0;
  const parts: [string, number][] = [
    ["Riders' wallets", health.walletsKobo],
    ["Drivers' earnings", health.driversKobo],
    ["Earnings on hold", health.heldKobo],
    ["Commission", health.commissionKobo],
    ["Payouts in transit", health.inTransitKobo],
  ];
  return (
    <div className="space-y-3">
      <p
        className={`flex items-center gap-2 rounded-xl p-3 text-sm font-semibold ${
          balanced ? "bg-brand-50 text-brand-800" : "bg-red-50 text-danger"
        }`}
        data-testid="ledger-health"
      >
        {balanced ? (
          <CheckCircleIcon className="size-5 shrink-0" />
        ) : (
          <XCircleIcon className="size-5 shrink-0" />
        )}
        {balanced
          ? "Balanced: every entry of the ledger sums to ₦0."
          : `Out of balance: the entries sum to ${formatNaira(health.sumKobo)}. Check the latest movements.`}
      </p>
      <dl className="grid grid-cols-2 gap-3">
        {parts.map(([label, kobo]) => (
          <div key={label} className="rounded-xl bg-surface p-3">
            <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
            <dd className="text-lg font-bold">{formatNaira(kobo)}</dd>
          </div>
        ))}
      </dl>
      <p
        className={`rounded-xl p-3 text-sm font-semibold ${
          health.unchargedTrips === 0 ? "bg-brand-50 text-brand-800" : "bg-red-50 text-danger"
        }`}
        data-testid="uncharged-trips"
      >
        Completed trips without a charge: {groupDigits(health.unchargedTrips)}
      </p>
      <p className="text-xs text-ink-muted">What the platform holds for whom, from the ledger's entries.</p>
    </div>
  );
}
