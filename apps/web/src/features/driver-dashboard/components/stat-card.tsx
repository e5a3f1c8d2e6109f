import type { StatCard as StatCardData } from "../lib/money.ts";

const CHANGE_TONE = {
  increase: "bg-brand-50 text-brand-800",
  decrease: "bg-red-50 text-danger",
  same: "bg-surface text-ink-muted",
} as const;

const CHANGE_MARK = { increase: "▲", decrease: "▼", same: "=" } as const;
const CHANGE_WORD = { increase: "increase", decrease: "decrease", same: "no change" } as const;

/** A dashboard card: title, value, and the change (percentage, increase or decrease) against what it compares with. */
export function StatCard({ title, value, change, note }: StatCardData) {
  return (
    <div className="min-w-0 rounded-3xl border border-line bg-white p-5 shadow-sm" data-testid="stat-card">
      <p className="text-sm font-semibold text-ink-muted">{title}</p>
      <p className="mt-2 font-display text-3xl font-extrabold break-words text-ink tabular-nums">{value}</p>
      {change ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs">
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${CHANGE_TONE[change.trend]}`}
          >
            <span aria-hidden="true">{CHANGE_MARK[change.trend]}</span>
            {change.percent}%<span className="sr-only"> {CHANGE_WORD[change.trend]}</span>
          </span>
          <span className="text-ink-muted">{note}</span>
        </p>
      ) : (
        <p className="mt-2 text-xs text-ink-muted">{note}</p>
      )}
    </div>
  );
}
