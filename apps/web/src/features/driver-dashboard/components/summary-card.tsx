export interface SummaryCardData {
  title: string;
  value: string;
  /** Change against the previous period, in percent. */
  changePercent: number;
  trend: "increase" | "decrease";
}

/** A dashboard card (SPEC 3): title, value, change percentage, increase or decrease. */
export function SummaryCard({ title, value, changePercent, trend }: SummaryCardData) {
  const up = trend === "increase";
  return (
    <div className="rounded-3xl border border-line bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-ink-muted">{title}</p>
      <p className="mt-2 font-display text-3xl font-extrabold text-ink tabular-nums">{value}</p>
      <p
        className={`mt-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${up ? "bg-brand-50 text-brand-800" : "bg-red-50 text-danger"}`}
      >
        <span aria-hidden="true">{up ? "▲" : "▼"}</span>
        {changePercent}% <span className="sr-only">{up ? "increase" : "decrease"}</span>
      </p>
    </div>
  );
}
