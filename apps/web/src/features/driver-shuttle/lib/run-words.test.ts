import type { LineLive } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { arrivalWords, routeWords, seatWords, stopWords } from "./run-words.ts";

const live = (arrivals: LineLive["stops"][number]["arrivals"]): LineLive => ({
  lineId: "line",
  at: "2026-01-01T10:00:00.000Z",
  buses: [],
  stops: [{ stopId: "a", arrivals, scheduledAt: null }],
});

describe("arrivalWords", () => {
  it("counts down to the stop in whole minutes, Due under a minute", () => {
    expect(
      arrivalWords(live([{ runId: "r", state: "live", inS: 250, ageS: 2, seatsLeft: 5 }]), "r", "a"),
    ).toBe("in 4 min");
    expect(
      arrivalWords(live([{ runId: "r", state: "live", inS: 59, ageS: 2, seatsLeft: 5 }]), "r", "a"),
    ).toBe("Due");
  });

  it("reads only the driver's own bus, and gives nothing for a bus that cannot be timed", () => {
    expect(
      arrivalWords(live([{ runId: "other", state: "live", inS: 60, ageS: 2, seatsLeft: 5 }]), "r", "a"),
    ).toBeNull();
    expect(
      arrivalWords(
        live([{ runId: "r", state: "not_reporting", inS: null, ageS: 300, seatsLeft: 5 }]),
        "r",
        "a",
      ),
    ).toBeNull();
    expect(arrivalWords(live([]), "r", "b")).toBeNull();
    expect(arrivalWords(undefined, "r", "a")).toBeNull();
  });
});

describe("counts in words", () => {
  it("says one seat or stop, and many", () => {
    expect(seatWords(1)).toBe("1 seat");
    expect(seatWords(0)).toBe("0 seats");
    expect(stopWords(3)).toBe("3 stops");
    expect(stopWords(1)).toBe("1 stop");
  });
});

describe("routeWords", () => {
  it("names every stop of a short line in order", () => {
    expect(routeWords(["Gate", "Library", "Hall"])).toBe("Gate → Library → Hall");
    expect(routeWords(["A", "B", "C", "D", "E"])).toBe("A → B → C → D → E");
  });

  it("shortens a long line, keeping its first stops and its last", () => {
    expect(routeWords(["A", "B", "C", "D", "E", "F", "G"])).toBe("A → B → C → … → G");
  });
});
