import type { AdminTripCheckView } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { tripCheckAlertLine, tripCheckAlertTitle, waitingChecks } from "./trip-check-format.ts";

const check = (over: Partial<AdminTripCheckView> = {}): AdminTripCheckView => ({
  id: "c1",
  tripKind: "ride",
  tripId: "t1",
  kind: "off_route",
  status: "unanswered",
  askedAt: "2031-03-04T21:30:00.000Z",
  answerBy: "2031-03-04T21:32:00.000Z",
  answeredAt: null,
  tripStatus: "in_progress",
  from: "Odenigwe",
  to: "Main gate",
  traveller: { id: "u1", name: "Ada Okafor", phone: "+2348031234567" },
  driver: null,
  position: { lat: 6.86, lon: 7.41 },
  distanceM: 900,
  stoppedS: null,
  escalatedAt: "2031-03-04T21:32:05.000Z",
  endedAt: null,
  ...over,
});

describe("the trip check banner's words", () => {
  it("says who did not answer, on which trip, and why they were asked", () => {
    expect(tripCheckAlertTitle(check())).toBe("Rider did not answer 'Are you OK?'");
    expect(tripCheckAlertLine(check())).toBe(
      "Ada Okafor on a ride, Odenigwe to Main gate: off the route by 900m",
    );
    // Distances read as everywhere else in the app.
    expect(tripCheckAlertLine(check({ distanceM: 1_000 }))).toContain("off the route by 1.0km");
  });

  it("names a delivery's sender, and how long the vehicle stood still", () => {
    const stopped = check({
      tripKind: "delivery",
      kind: "stopped",
      distanceM: null,
      stoppedS: 250,
      from: "",
      to: "",
    });
    expect(tripCheckAlertTitle(stopped)).toBe("Sender did not answer 'Are you OK?'");
    expect(tripCheckAlertLine(stopped)).toBe("Ada Okafor on a delivery: stopped for 4 min");
  });

  it("raises only the checks still waiting: not one answered late or whose episode ended", () => {
    const waiting = check({ id: "waiting" });
    const late = check({ id: "late", status: "ok", answeredAt: "2031-03-04T21:40:00.000Z" });
    const ended = check({ id: "ended", endedAt: "2031-03-04T21:45:00.000Z" });
    expect(waitingChecks([waiting, late, ended]).map((c) => c.id)).toEqual(["waiting"]);
  });
});
