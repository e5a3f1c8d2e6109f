import { RIDE_STATUSES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { nextRiderScreen, RIDER_SCREEN_BY_STATUS } from "./rider-screens.ts";

describe("RIDER_SCREEN_BY_STATUS", () => {
  it("puts a round trip's waiting and return legs on the driver's screen, like a trip under way", () => {
    expect(RIDER_SCREEN_BY_STATUS.in_progress).toBe("driverCall");
    expect(RIDER_SCREEN_BY_STATUS.waiting).toBe("driverCall");
    expect(RIDER_SCREEN_BY_STATUS.returning).toBe("driverCall");
  });

  it("names a screen, or none, for every status", () => {
    for (const status of RIDE_STATUSES) expect(RIDER_SCREEN_BY_STATUS).toHaveProperty(status);
  });
});

describe("nextRiderScreen", () => {
  it("moves the search and the offers on to the driver once one is assigned", () => {
    for (const here of ["lookingFor", "bidder"] as const) {
      for (const status of [
        "accepted",
        "arrived",
        "in_progress",
        "waiting",
        "returning",
        "completed",
      ] as const) {
        expect(nextRiderScreen(here, status)).toBe("driverCall");
      }
    }
  });

  it("keeps a ride that is still searching on the offers screen", () => {
    expect(nextRiderScreen("bidder", "searching")).toBeNull();
    expect(nextRiderScreen("lookingFor", "searching")).toBeNull();
  });

  it("never sends a screen back a step, nor anywhere for an ended ride", () => {
    expect(nextRiderScreen("lookingFor", "scheduled")).toBeNull();
    expect(nextRiderScreen("driverCall", "searching")).toBeNull();
    expect(nextRiderScreen("lookingFor", "cancelled")).toBeNull();
    expect(nextRiderScreen("bidder", "expired")).toBeNull();
  });
});
