import type { DriverSummary } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import {
  balanceNote,
  changeAgainst,
  dashboardCards,
  formatRate,
  nairaInput,
  parseNaira,
  payoutAmountError,
  tripMatches,
} from "./money.ts";

const summary = (over: Partial<DriverSummary> = {}): DriverSummary => ({
  todayTrips: 0,
  yesterdayTrips: 0,
  todayEarningsKobo: 0,
  yesterdayEarningsKobo: 0,
  weekEarningsKobo: 0,
  lastWeekEarningsKobo: 0,
  availableKobo: 0,
  payoutMinKobo: 100_000,
  heldKobo: 0,
  acceptanceRate: 0,
  rating: null,
  ratingCount: 0,
  earnings: [],
  ...over,
});

describe("changeAgainst", () => {
  it("has no percentage when there was nothing before", () => {
    expect(changeAgainst(0, 0)).toBeNull();
    expect(changeAgainst(45_000, 0)).toBeNull();
  });

  it("rounds to whole percent, up or down", () => {
    expect(changeAgainst(150, 100)).toEqual({ percent: 50, trend: "increase" });
    expect(changeAgainst(0, 100)).toEqual({ percent: 100, trend: "decrease" });
    expect(changeAgainst(200, 300)).toEqual({ percent: 33, trend: "decrease" });
    expect(changeAgainst(100, 100)).toEqual({ percent: 0, trend: "same" });
  });
});

describe("balanceNote", () => {
  it("says ready to withdraw only from the payout minimum, and what a balance below zero is", () => {
    expect(balanceNote(31_500, 100_000)).toBe("₦685 more to withdraw");
    expect(balanceNote(100_000, 100_000)).toBe("Ready to withdraw");
    expect(balanceNote(0, 100_000)).toBe("Paid trips add to it");
    expect(balanceNote(-171_000, 100_000)).toBe("Owed from a refund: your next trips repay it");
  });
});

describe("dashboardCards", () => {
  it("compares today with yesterday and the week with last week, from the ledger's figures", () => {
    const cards = dashboardCards(
      summary({
        todayEarningsKobo: 90_000,
        yesterdayEarningsKobo: 60_000,
        weekEarningsKobo: 150_000,
        lastWeekEarningsKobo: 300_000,
        availableKobo: 120_000,
        todayTrips: 2,
        yesterdayTrips: 2,
      }),
    );
    expect(cards.map((c) => [c.title, c.value])).toEqual([
      ["Today's earnings", "₦900"],
      ["This week", "₦1,500"],
      ["Available balance", "₦1,200"],
      ["Today's trips", "2"],
      ["Acceptance rate", "0%"],
      ["Rating", "New driver"],
    ]);
    expect(cards[0]).toMatchObject({
      change: { percent: 50, trend: "increase" },
      note: "vs this time yesterday",
    });
    expect(cards[1]).toMatchObject({
      change: { percent: 50, trend: "decrease" },
      note: "vs this time last week",
    });
    expect(cards[3]?.change).toEqual({ percent: 0, trend: "same" });
  });

  it("shows no change when there is nothing to compare with", () => {
    const cards = dashboardCards(summary({ todayEarningsKobo: 45_000, weekEarningsKobo: 45_000 }));
    expect(cards.every((c) => c.change === null)).toBe(true);
    expect(cards[0]?.note).toBe("Nothing earned by this time yesterday");
  });
});

describe("amounts", () => {
  it("reads naira as typed and writes kobo back", () => {
    expect(parseNaira("1,500")).toBe(150_000);
    expect(parseNaira("₦ 1500.5")).toBe(150_050);
    expect(parseNaira("15.123")).toBeNull();
    expect(parseNaira("abc")).toBeNull();
    expect(nairaInput(150_000)).toBe("1500");
    expect(nairaInput(150_005)).toBe("1500.05");
  });

  it("refuses what the API refuses, in its words", () => {
    const earnings = { availableKobo: 200_000, payoutMinKobo: 100_000 };
    expect(payoutAmountError(50_000, earnings)).toBe("The minimum payout is ₦1,000.");
    expect(payoutAmountError(250_000, earnings)).toBe(
      "You cannot withdraw more than your available balance.",
    );
    expect(payoutAmountError(null, earnings)).toMatch(/Enter the amount/);
    expect(payoutAmountError(150_000, earnings)).toBeNull();
  });

  it("shows the commission rate", () => {
    expect(formatRate(1000)).toBe("10%");
    expect(formatRate(1250)).toBe("12.5%");
  });
});

describe("tripMatches", () => {
  const trip = { pickupName: "Hill-Top", destName: "Main gate" };
  it("finds a trip by either place, whatever the case or dashes", () => {
    expect(tripMatches(trip, "")).toBe(true);
    expect(tripMatches(trip, "hilltop")).toBe(true);
    expect(tripMatches(trip, "MAIN")).toBe(true);
    expect(tripMatches(trip, "odim")).toBe(false);
  });
});
