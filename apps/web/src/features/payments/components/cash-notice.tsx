import { CASH_NOTICE } from "@campusgo/domain";

/** "Pay with cash?": where a rider looks for cash, why there is none. */
export function CashNotice({ className = "" }: { className?: string }) {
  return (
    <details className={`group rounded-xl text-sm ${className}`}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg font-semibold text-brand-700 hover:underline">
        Pay with cash?
      </summary>
      <p className="mt-1 text-ink-muted">{CASH_NOTICE}</p>
    </details>
  );
}
