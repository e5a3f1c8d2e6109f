import {
  type DriverSummary,
  type EarningsView,
  formatStars,
  PAYMENT_MESSAGES,
  type PayoutStatus,
} from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";

/** A change against an earlier figure: how many percent, which way. */
export interface Change {
  percent: number;
  trend: "increase" | "decrease" | "same";
}

/** One dashboard card (SPEC: title, value, change percentage, increase/decrease). */
export interface StatCard {
  title: string;
  value: string;
  /** Null when there is nothing to compare with. */
  change: Change | null;
  /** What the change compares with ("vs this time yesterday"), or what the card means when there is no change. */
  note: string;
}

/**
 * `current` against `before`, in whole percent; null when `before` is zero: a rise from nothing has no honest
 * percentage.
 */
export function changeAgainst(current: number, before: number): Change | null {
  if (before <= 0) return null;
  const percent = Math.round(((current - before) / before) * 100);
  if (percent === 0) return { percent: 0, trend: "same" };
  return { percent: Math.abs(percent), trend: percent > 0 ? "increase" : "decrease" };
}

/** A card that compares with an earlier stretch of time, saying so, or saying there was nothing then. */
function compared(
  title: string,
  value: string,
  current: number,
  before: number,
  against: string,
  nothingThen: string,
): StatCard {
  const change = changeAgainst(current, before);
  return { title, value, change, note: change ? `vs ${against}` : nothingThen };
}

/**
 * The driver dashboard's cards from GET /driver/summary. The money is what paid trips earned (the ledger, as the
 * Earning tab shows it); today compares with yesterday up to this time, the week with last week up to now.
 */
export function dashboardCards(summary: DriverSummary): StatCard[] {
  return [
    compared(
      "Today's earnings",
      formatNaira(summary.todayEarningsKobo),
      summary.todayEarningsKobo,
      summary.yesterdayEarningsKobo,
      "this time yesterday",
      "Nothing earned by this time yesterday",
    ),
    compared(
      "This week",
      formatNaira(summary.weekEarningsKobo),
      summary.weekEarningsKobo,
      summary.lastWeekEarningsKobo,
      "this time last week",
      "Nothing earned by this time last week",
    ),
    {
      title: "Available balance",
      value: formatNaira(summary.availableKobo),
      change: null,
      note: balanceNote(summary.availableKobo, summary.payoutMinKobo),
    },
    compared(
      "Today's trips",
      String(summary.todayTrips),
      summary.todayTrips,
      summary.yesterdayTrips,
      "this time yesterday",
      "No trips by this time yesterday",
    ),
    { title: "Acceptance rate", value: `${summary.acceptanceRate}%`, change: null, note: "Last 30 days" },
    {
      title: "Rating",
      value: summary.rating !== null ? `${formatStars(summary.rating)} ★` : "New driver",
      change: null,
      note:
        summary.ratingCount > 0
          ? `From ${summary.ratingCount} ${summary.ratingCount === 1 ? "rating" : "ratings"}`
          : "No ratings yet",
    },
  ];
}

/** "10%", "12.5%": the commission rate in basis points as riders and drivers read it. */
export function formatRate(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

export const PAYOUT_STATUS: Record<PayoutStatus, { label: string; tone: "warning" | "success" | "danger" }> =
  {
    pending: { label: "Pending", tone: "warning" },
    success: { label: "Paid out", tone: "success" },
    failed: { label: "Failed — money returned", tone: "danger" },
    reversed: { label: "Reversed — money returned", tone: "danger" },
  };

/** Naira typed by the driver ("1,500", "₦1500.50") as kobo, or null when it is not an amount. */
export function parseNaira(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** Kobo as the amount field shows it: "1500", "1500.50". */
export function nairaInput(kobo: number): string {
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  return rest === 0 ? String(naira) : `${naira}.${String(rest).padStart(2, "0")}`;
}

/** Why an amount cannot be withdrawn, in the API's words; null when it can be asked for. */
export function payoutAmountError(
  kobo: number | null,
  earnings: Pick<EarningsView, "availableKobo" | "payoutMinKobo">,
): string | null {
  if (kobo === null || kobo <= 0) return "Enter the amount in naira, for example 1500.";
  if (kobo < earnings.payoutMinKobo) return PAYMENT_MESSAGES.payoutMinimum(earnings.payoutMinKobo);
  if (kobo > earnings.availableKobo) return PAYMENT_MESSAGES.payoutTooHigh;
  return null;
}

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** A paid trip, found by its places: case, spaces and dashes do not matter; an empty search finds every trip. */
export function tripMatches(
  trip: Pick<EarningsView["trips"][number], "pickupName" | "destName">,
  search: string,
) {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const bare = letters(q);
  return [trip.pickupName, trip.destName].some(
    (place) => place.toLowerCase().includes(q) || (bare.length > 0 && letters(place).includes(bare)),
  );
}

/**
 * What the available balance means: ready to withdraw only from the payout minimum; below it, how much more; below
 * zero, a refund the next trips repay.
 */
export function balanceNote(availableKobo: number, payoutMinKobo: number): string {
  if (availableKobo < 0) return "Owed from a refund: your next trips repay it";
  if (availableKobo >= payoutMinKobo) return "Ready to withdraw";
  if (availableKobo > 0) return `${formatNaira(payoutMinKobo - availableKobo)} more to withdraw`;
  return "Paid trips add to it";
}
