import { RIDE_STATUSES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { currentLeg, nextStep } from "./next-step.ts";

describe("nextStep", () => {
  it("completes a one-way trip once it is under way", () => {
    expect(nextStep({ status: "accepted", roundTrip: false })).toBe("arrive");
    expect(nextStep({ status: "arrived", roundTrip: false })).toBe("start");
    expect(nextStep({ status: "in_progress", roundTrip: false })).toBe("complete");
  });

  it("takes a round trip through the wait and the way back before it completes", () => {
    expect(nextStep({ status: "in_progress", roundTrip: true })).toBe("wait");
    expect(nextStep({ status: "waiting", roundTrip: true })).toBe("return");
    expect(nextStep({ status: "returning", roundTrip: true })).toBe("complete");
  });

  it("offers nothing on a ride that is not the driver's to move", () => {
    for (const status of ["scheduled", "searching", "completed", "cancelled", "expired"] as const) {
      expect(nextStep({ status, roundTrip: true })).toBeNull();
    }
    expect(RIDE_STATUSES.filter((status) => nextStep({ status, roundTrip: true }) !== null)).toHaveLength(5);
  });
});

describe("currentLeg", () => {
  const pickup = { lat: 6.86, lon: 7.4, name: "Odim gate" };
  const destination = { lat: 6.87, lon: 7.41, name: "Main gate" };

  it("heads to the destination during the trip, and back to the pickup while waiting and returning", () => {
    expect(currentLeg({ status: "accepted", pickup, destination })).toEqual({
      to: pickup,
      from: null,
      toPickup: true,
    });
    expect(currentLeg({ status: "in_progress", pickup, destination })).toEqual({
      to: destination,
      from: pickup,
      toPickup: false,
    });
    for (const status of ["waiting", "returning"] as const) {
      expect(currentLeg({ status, pickup, destination })).toEqual({
        to: pickup,
        from: destination,
        toPickup: true,
      });
    }
  });
});
