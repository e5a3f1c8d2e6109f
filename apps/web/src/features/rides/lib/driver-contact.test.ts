import { DRIVER_SILENT_AFTER_MS, POSITION_EVERY_MS, SAME_POSITION_AGAIN_MS } from "@campusgo/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type DriverContact, watchDriverContact } from "./driver-contact.ts";

describe("the driver's contact", () => {
  let changes: DriverContact[];
  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
  });
  afterEach(() => vi.useRealTimers());

  it("is silent long enough to miss several positions, and longer than the repeat of a driver standing still", () => {
    expect(DRIVER_SILENT_AFTER_MS).toBeGreaterThanOrEqual(4 * POSITION_EVERY_MS);
    expect(DRIVER_SILENT_AFTER_MS).toBeGreaterThan(2 * SAME_POSITION_AGAIN_MS);
  });

  it("stays live while positions come, even a few seconds apart", () => {
    const watch = watchDriverContact((c) => changes.push(c));
    for (let i = 0; i < 10; i += 1) {
      watch.heard();
      vi.advanceTimersByTime(SAME_POSITION_AGAIN_MS);
    }
    expect(changes).toEqual(["live"]);
    watch.stop();
  });

  it("is lost once no position came for the silence, and back at the next one", () => {
    const watch = watchDriverContact((c) => changes.push(c));
    watch.heard();
    vi.advanceTimersByTime(DRIVER_SILENT_AFTER_MS - 1);
    expect(changes).toEqual(["live"]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual(["live", "lost"]);
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual(["live", "lost"]);
    watch.heard();
    expect(changes).toEqual(["live", "lost", "live"]);
    watch.stop();
  });

  it("counts a driver never heard from as lost, and counts nothing while stopped", () => {
    const watch = watchDriverContact((c) => changes.push(c));
    vi.advanceTimersByTime(DRIVER_SILENT_AFTER_MS);
    expect(changes).toEqual(["lost"]);

    const paused = watchDriverContact((c) => changes.push(`paused ${c}` as DriverContact));
    paused.heard();
    paused.stop();
    vi.advanceTimersByTime(5 * DRIVER_SILENT_AFTER_MS);
    paused.resume();
    vi.advanceTimersByTime(DRIVER_SILENT_AFTER_MS - 1);
    expect(changes).toEqual(["lost", "paused live"]);
    paused.stop();
    watch.stop();
  });
});
