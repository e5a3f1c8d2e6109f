import { useDriverSummary } from "../api/money.ts";
import { dashboardCards } from "../lib/money.ts";
import { StatCard } from "./stat-card.tsx";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3";

/**
 * The Dashboard tab's cards (GET /driver/summary): today's and this week's earnings and the available balance
 * from the ledger, the same figures as the Earning tab, then trips, acceptance and rating.
 */
export function SummaryCards() {
  const summary = useDriverSummary();
  if (summary.isPending) {
    return (
      <div className={GRID} role="status" aria-label="Loading summary">
        {[0, 1, 2, 3, 4, 5].map((i) => (
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
    <section aria-label="Your day in figures" className={GRID}>
      {dashboardCards(summary.data).map((card) => (
        <StatCard key={card.title} {...card} />
      ))}
    </section>
  );
}
