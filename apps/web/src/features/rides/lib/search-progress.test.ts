import { describe, expect, it } from "vitest";
import { searchProgress, searchTimeLeft } from "./search-progress.ts";

const start = Date.parse("2026-11-25T08:00:00Z");
/** The server's window: two minutes from the booking (DISPATCH_TIMEOUT_MS). */
const window = { startedAt: "2026-11-25T08:00:00Z", expiresAt: "2026-11-25T08:02:00Z" };

describe("the looking-for bar", () => {
  it("moves steadily over the server's search window, not a few seconds of its own", () => {
    expect(searchProgress(window, start)).toBe(0);
    // 8 s into a two-minute search: under a tenth of the way, not nearly full.
    expect(searchProgress(window, start + 8_000)).toBeCloseTo(6.67, 1);
    expect(searchProgress(window, start + 60_000)).toBe(50);
    expect(searchProgress(window, start + 90_000)).toBe(75);
    expect(searchProgress(window, start + 120_000)).toBe(100);
  });

  it("stays full past the end and empty before the start, and reads unknown times as just begun", () => {
    expect(searchProgress(window, start + 150_000)).toBe(100);
    expect(searchProgress(window, start - 5_000)).toBe(0);
    expect(searchProgress({ startedAt: null, expiresAt: window.expiresAt }, start)).toBe(0);
    expect(searchProgress({ startedAt: window.startedAt, expiresAt: "soon" }, start)).toBe(0);
  });

  it("follows a long window too (a booking for later searches until 10 minutes before pickup)", () => {
    const booked = { startedAt: "2026-11-25T08:00:00Z", expiresAt: "2026-11-25T08:20:00Z" };
    expect(searchProgress(booked, start + 10 * 60_000)).toBe(50);
  });

  it("says how long is left", () => {
    expect(searchTimeLeft(window, start)).toBe("About 2 minutes left");
    expect(searchTimeLeft(window, start + 70_000)).toBe("Less than a minute left");
    expect(searchTimeLeft(window, start + 130_000)).toBe("Finishing the search");
  });
});
