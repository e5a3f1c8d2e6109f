import { useDriverSummary } from "../api/get-driver-summary.ts";
import { type StatCard, summaryCards } from "../lib/summary-cards.ts";

function Card({ title, value, changePercent, trend }: StatCard) {
  const up = trend === "increase";
  return (
    <div className="rounded-3xl border border-line bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-ink-muted">{title}</p>
      <p className="mt-2 font-display text-3xl font-extrabold text-ink tabular-nums">{value}</p>
      {changePercent !== null ? (
        <p
          className={`mt-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
            up ? "bg-brand-50 text-brand-800" : "bg-red-50 text-danger"
          }`}
        >
          <span aria-hidden="true">{up ? "▲" : "▼"}</span>
          {changePercent}% <span className="sr-only">{up ? "increase" : "decrease"}</span>
          <span className="font-normal">vs yesterday</span>
        </p>
      ) : (
        <p className="mt-2 text-xs text-ink-muted">Last 30 days</p>
      )}
    </div>
  );
}

/** The dashboard's summary cards, from the driver's real trips (GET /driver/summary). */
export function SummaryCards() {
  const summary = useDriverSummary();
  if (summary.isPending) {
    return (
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        role="status"
        aria-label="Loading summary"
      >
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-3xl bg-white" />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
      <p className="rounded-2xl bg-white p-4 text-danger">
        Your summary could not be loaded. Please try again.
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {summaryCards(summary.data).map((card) => (
        <Card key={card.title} {...card} />
      ))}
    </div>
  );
}
