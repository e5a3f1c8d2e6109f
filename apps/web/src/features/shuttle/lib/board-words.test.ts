import type { StopBoard } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import {
  ageWords,
  arrivalWords,
  boardText,
  countdownWords,
  seatsLeftWords,
  stopSummary,
} from "./board-words.ts";

const board = (over: Partial<StopBoard> = {}): StopBoard => ({
  stopId: "s1",
  arrivals: [],
  scheduledAt: null,
  ...over,
});

describe("countdown words", () => {
  it("says Due under a minute and whole minutes from one", () => {
    expect(countdownWords(0)).toBe("Due");
    expect(countdownWords(59)).toBe("Due");
    expect(countdownWords(60)).toBe("1 min");
    expect(countdownWords(185)).toBe("3 min");
    expect(countdownWords(3600)).toBe("60 min");
  });

  it("gives the age of the news in seconds, then minutes", () => {
    expect(ageWords(0)).toBe("updated just now");
    expect(ageWords(12)).toBe("updated 12 s ago");
    expect(ageWords(59.4)).toBe("updated 59 s ago");
    expect(ageWords(150)).toBe("updated 2 min ago");
  });

  it("says why a bus that is not live has no countdown", () => {
    expect(arrivalWords({ runId: "r", state: "not_reporting", inS: null, ageS: 300, seatsLeft: 5 })).toBe(
      "Bus not reporting",
    );
    expect(arrivalWords({ runId: "r", state: "off_route", inS: null, ageS: 3, seatsLeft: 5 })).toBe(
      "Off route",
    );
    expect(arrivalWords({ runId: "r", state: "live", inS: 200, ageS: 3, seatsLeft: 5 })).toBe("3 min");
  });
});

describe("seats left words", () => {
  it("counts the seats free, and says Full at none", () => {
    expect(seatsLeftWords(14)).toBe("14 seats left");
    expect(seatsLeftWords(1)).toBe("1 seat left");
    expect(seatsLeftWords(0)).toBe("Full");
  });
});

describe("a stop's board", () => {
  it("counts down to the first bus, with the age of its news and the next live bus", () => {
    const text = boardText(
      board({
        arrivals: [
          { runId: "a", state: "live", inS: 185, ageS: 12, seatsLeft: 1 },
          { runId: "b", state: "live", inS: 840, ageS: 4, seatsLeft: 5 },
        ],
      }),
      2,
    );
    expect(text).toEqual({
      tone: "live",
      main: "3 min",
      age: "updated 12 s ago",
      seats: "1 seat left",
      later: "then 14 min",
    });
  });

  it("says Due for a bus under a minute away", () => {
    const text = boardText(
      board({ arrivals: [{ runId: "a", state: "live", inS: 40, ageS: 2, seatsLeft: 5 }] }),
      1,
    );
    expect(text.main).toBe("Due");
    expect(text.later).toBeNull();
  });

  it("says a bus is not reporting or off route instead of a countdown", () => {
    const silent = boardText(
      board({ arrivals: [{ runId: "a", state: "not_reporting", inS: null, ageS: 400, seatsLeft: 5 }] }),
      1,
    );
    expect(silent).toEqual({
      tone: "warning",
      main: "Bus not reporting",
      age: "updated 6 min ago",
      seats: "5 seats left",
      later: null,
    });
    const away = boardText(
      board({ arrivals: [{ runId: "a", state: "off_route", inS: null, ageS: 5, seatsLeft: 5 }] }),
      1,
    );
    expect(away.main).toBe("Off route");
  });

  it("gives the timetable in West Africa Time when no bus runs", () => {
    // 09:10 UTC is 10:10 in Lagos.
    const text = boardText(board({ scheduledAt: "2026-03-02T09:10:00.000Z" }), 0);
    expect(text).toEqual({
      tone: "scheduled",
      main: "Scheduled 10:10 am",
      age: null,
      seats: null,
      later: null,
    });
  });

  it("says no more buses today after closing, and no bus on its way when the running ones have passed", () => {
    expect(boardText(board(), 0).main).toBe("No more buses today");
    expect(boardText(board(), 1).main).toBe("No bus on its way");
  });
});

describe("the summary read out for the rider's stop", () => {
  it("reads as a sentence for each kind of board", () => {
    const live = boardText(
      board({ arrivals: [{ runId: "a", state: "live", inS: 185, ageS: 12, seatsLeft: 5 }] }),
      1,
    );
    expect(stopSummary("Main gate", live)).toBe("Main gate: the next bus comes in 3 min");
    const due = boardText(
      board({ arrivals: [{ runId: "a", state: "live", inS: 10, ageS: 1, seatsLeft: 5 }] }),
      1,
    );
    expect(stopSummary("Main gate", due)).toBe("Main gate: the next bus is due now");
    const scheduled = boardText(board({ scheduledAt: "2026-03-02T09:10:00.000Z" }), 0);
    expect(stopSummary("Main gate", scheduled)).toBe("Main gate: next bus scheduled at 10:10 am");
    expect(stopSummary("Main gate", boardText(board(), 0))).toBe("Main gate: No more buses today");
  });

  it("does not change with the age of the news alone", () => {
    const at = (ageS: number) =>
      stopSummary(
        "Library",
        boardText(board({ arrivals: [{ runId: "a", state: "live", inS: 185, ageS, seatsLeft: 5 }] }), 1),
      );
    expect(at(2)).toBe(at(40));
  });
});
