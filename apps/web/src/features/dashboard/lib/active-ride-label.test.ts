import { RIDE_STATUSES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { LIVE_RIDE_STATUSES } from "../../rides/index.ts";
import { activeRideLabel } from "./active-ride-label.ts";

const ride = {
  pickup: { lat: 6.86, lon: 7.41, name: "Odenigwe" },
  destination: { lat: 6.87, lon: 7.42, name: "Hill-Top" },
};

describe("activeRideLabel", () => {
  it("says where a ride under way is, in the rider's words", () => {
    expect(activeRideLabel({ ...ride, status: "searching" })).toBe("Finding you a driver");
    expect(activeRideLabel({ ...ride, status: "accepted" })).toBe("Your driver is on the way");
    expect(activeRideLabel({ ...ride, status: "arrived" })).toBe("Driver has arrived");
    expect(activeRideLabel({ ...ride, status: "in_progress" })).toBe("On trip to Hill-Top");
    expect(activeRideLabel({ ...ride, status: "returning" })).toBe("On the way back to Odenigwe");
  });

  it("has words for exactly the statuses of a ride under way", () => {
    for (const status of RIDE_STATUSES) {
      const live = (LIVE_RIDE_STATUSES as readonly string[]).includes(status);
      expect(activeRideLabel({ ...ride, status }) !== null, status).toBe(live);
    }
  });
});
