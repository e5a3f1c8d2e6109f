import { formatCountdown } from "../../../lib/format-countdown.ts";
import { useTimeLeft } from "../../../lib/use-time-left.ts";

/** At the drop-off: how long the recipient's free wait has left, then that the package may come back. */
export function FreeWait({ endsAt, recipientName }: { endsAt: string; recipientName: string }) {
  const left = useTimeLeft(endsAt);
  return (
    <div className="rounded-2xl bg-keke-100 px-4 py-3" data-testid="free-wait">
      {left > 0 ? (
        <>
          <p className="flex items-center justify-between gap-3 text-sm font-semibold text-ink">
            Free wait for {recipientName}
            <span className="font-display text-2xl font-bold tabular-nums" role="timer">
              {formatCountdown(left)}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-ink-muted">
            After it, the driver may bring the package back to you (the return costs extra). Call{" "}
            {recipientName}, or send it elsewhere.
          </p>
        </>
      ) : (
        <p className="text-sm font-semibold text-ink">
          The free wait is over: the driver may bring the package back to you.
        </p>
      )}
    </div>
  );
}
