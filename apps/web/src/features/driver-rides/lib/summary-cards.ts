import { formatStars, startOfWatDay } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import type { DriverSummary } from "../api/types.ts";

export interface StatCard {
  title: string;
  value: string;
  /** Change against yesterday in percent; null where there is nothing to compare. */
  changePercent: number | null;
  trend: "increase" | "decrease";
}

const DAY_MS = 24 * 60 * 60 * 1000;

function change(today: number, before: number): { changePercent: number; trend: StatCard["trend"] } {
  if (before === 0) return { changePercent: today > 0 ? 100 : 0, trend: "increase" };
  const pct = Math.round(((today - before) / before) * 100);
  return { changePercent: Math.abs(pct), trend: pct >= 0 ? "increase" : "decrease" };
}

/**
 * The driver dashboard's cards from GET /driver/summary: today's trips and earnings (compared with yesterday,
 * from the latest earnings), the acceptance rate and the rating.
 */
export function summaryCards(summary: DriverSummary, now = new Date()): StatCard[] {
  const today = startOfWatDay(now).getTime();
  const yesterday = today - DAY_MS;
  const before = summary.earnings.filter((e) => {
    const t = new Date(e.completedAt).getTime();
    return t >= yesterday && t < today;
  });
  const yesterdayKobo = before.reduce((sum, e) => sum + e.amountKobo, 0);
  return [
    {
      title: "Today's trips",
      value: String(summary.todayTrips),
      ...change(summary.todayTrips, before.length),
    },
    {
      title: "Today's earnings",
      value: formatNaira(summary.todayEarningsKobo),
      ...change(summary.todayEarningsKobo, yesterdayKobo),
    },
    { title: "Acceptance rate", value: `${summary.acceptanceRate}%`, changePercent: null, trend: "increase" },
    {
      title: "Rating",
      value: summary.rating !== null ? `${formatStars(summary.rating)} ★` : "New driver",
      changePercent: null,
      trend: "increase",
    },
  ];
}
