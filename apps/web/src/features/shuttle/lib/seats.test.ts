import type { LineLive, SeatView } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import {
  busComingWords,
  busesComing,
  type ComingBus,
  SEAT_STATUS_LABEL,
  seatStatusTone,
  seatsOnScreen,
  seatTab,
  stopsAfter,
  topUpForFare,
} from "./seats.ts";

const stops = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];

describe("stopsAfter", () => {
  it("gives the stops after the chosen one, in order", () => {
    expect(stopsAfter(stops, "a").map((s) => s.id)).toEqual(["b", "c", "d"]);
    expect(stopsAfter(stops, "c").map((s) => s.id)).toEqual(["d"]);
  });

  it("gives none after the last stop, or for a stop not on the line", () => {
    expect(stopsAfter(stops, "d")).toEqual([]);
    expect(stopsAfter(stops, "zz")).toEqual([]);
  });
});

describe("busesComing", () => {
  const bus = (runId: string, plateNumber: string | null) => ({
    runId,
    lat: 0,
    lon: 0,
    ageS: 3,
    state: "live" as const,
    seats: 14,
    driverFirstName: `Driver ${runId}`,
    plateNumber,
    nextStopId: null,
  });
  const live: LineLive = {
    lineId: "l",
    at: "2025-01-01T10:00:00Z",
    buses: [bus("r1", "ENU-1"), bus("r2", null)],
    stops: [
      {
        stopId: "b",
        arrivals: [
          { runId: "r2", state: "live", inS: 30, ageS: 2, seatsLeft: 3 },
          { runId: "r1", state: "live", inS: 400, ageS: 3, seatsLeft: 0 },
        ],
        scheduledAt: null,
      },
      { stopId: "c", arrivals: [], scheduledAt: null },
    ],
  };

  it("lists the buses coming to the stop, soonest first, with their plates", () => {
    expect(busesComing(live, "b").map((b) => [b.runId, b.plateNumber, b.arrival.inS])).toEqual([
      ["r2", null, 30],
      ["r1", "ENU-1", 400],
    ]);
  });

  it("says when each bus comes, or why it cannot be timed", () => {
    const [soon, later] = busesComing(live, "b") as [ComingBus, ComingBus];
    expect(busComingWords(soon)).toBe("The bus is due now");
    expect(busComingWords(later)).toBe("Bus ENU-1 comes in 6 min");
    expect(
      busComingWords({ ...later, arrival: { ...later.arrival, state: "not_reporting", inS: null } }),
    ).toBe("Bus ENU-1: Bus not reporting");
  });

  it("gives none for a stop no bus is coming to, or before the line has come", () => {
    expect(busesComing(live, "c")).toEqual([]);
    expect(busesComing(live, "zz")).toEqual([]);
    expect(busesComing(undefined, "b")).toEqual([]);
  });
});

describe("seat status words", () => {
  it("reads each status in the rider's words", () => {
    expect(SEAT_STATUS_LABEL).toEqual({
      reserved: "Seat reserved",
      boarded: "Boarded",
      alighted: "Completed",
      cancelled: "Cancelled",
      missed: "Missed the bus",
    });
  });

  it("colours the seats that ended without a trip as a problem", () => {
    expect(seatStatusTone("missed")).toContain("text-danger");
    expect(seatStatusTone("cancelled")).toContain("text-danger");
    expect(seatStatusTone("boarded")).toContain("brand");
    expect(seatStatusTone("reserved")).toContain("keke");
  });

  it("files a seat under the tab of its status", () => {
    expect(seatTab("reserved")).toBe("upcoming");
    expect(seatTab("boarded")).toBe("completed");
    expect(seatTab("alighted")).toBe("completed");
    expect(seatTab("cancelled")).toBe("cancelled");
    expect(seatTab("missed")).toBe("cancelled");
  });
});

describe("seatsOnScreen", () => {
  const seat = (id: string, status: SeatView["status"]) => ({ id, status }) as SeatView;

  it("keeps the seats still to board and those on the bus now", () => {
    const seats = [
      seat("reserved", "reserved"),
      seat("boarded", "boarded"),
      seat("alighted", "alighted"),
      seat("cancelled", "cancelled"),
      seat("missed", "missed"),
    ];
    expect(seatsOnScreen(seats).map((s) => s.id)).toEqual(["reserved", "boarded"]);
  });
});

describe("topUpForFare", () => {
  it("asks for nothing when the wallet holds the fare", () => {
    expect(topUpForFare(10_000, 10_000, 50_000)).toBeNull();
    expect(topUpForFare(10_000, 25_000, 50_000)).toBeNull();
  });

  it("asks for the shortfall in whole naira, at least the smallest top-up", () => {
    expect(topUpForFare(10_000, 9_950, 100)).toBe(100);
    expect(topUpForFare(10_000, 0, 50_000)).toBe(50_000);
    expect(topUpForFare(90_000, 10_000, 50_000)).toBe(80_000);
  });
});
