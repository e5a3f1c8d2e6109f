import type { ManifestSeat, SeatStatus } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { alightingAt, boardingAt, seatsFreeLeaving, stopAfter, stopAt, stopsAhead } from "./run-stops.ts";

// Four stops about 1 km apart going north.
const stops = [
  { id: "a", name: "Gate", lat: 6.15, lon: 7.62 },
  { id: "b", name: "Library", lat: 6.159, lon: 7.62 },
  { id: "c", name: "Hall", lat: 6.168, lon: 7.62 },
  { id: "d", name: "Market", lat: 6.177, lon: 7.62 },
];
const ids = stops.map((s) => s.id);

const seat = (id: string, from: string, to: string, status: SeatStatus = "reserved"): ManifestSeat => ({
  id,
  riderFirstName: `Rider ${id}`,
  from: { id: from, name: from },
  to: { id: to, name: to },
  status,
});

describe("stopAt", () => {
  it("finds the stop the bus stands at, within the boarding distance", () => {
    expect(stopAt(stops, { lat: 6.1505, lon: 7.6201 })?.id).toBe("a");
    expect(stopAt(stops, { lat: 6.159, lon: 7.62 })?.id).toBe("b");
  });

  it("finds none between stops or with no position", () => {
    expect(stopAt(stops, { lat: 6.1545, lon: 7.62 })).toBeNull();
    expect(stopAt(stops, null)).toBeNull();
    expect(stopAt([], { lat: 6.15, lon: 7.62 })).toBeNull();
  });

  it("takes the nearest of two close stops", () => {
    const close = [
      { id: "x", lat: 6.15, lon: 7.62 },
      { id: "y", lat: 6.1508, lon: 7.62 },
    ];
    expect(stopAt(close, { lat: 6.1506, lon: 7.62 })?.id).toBe("y");
  });
});

describe("stopsAhead", () => {
  const order = (list: { id: string }[]) => list.map((s) => s.id).join("");

  it("starts at the stop the bus stands at, before the one it reaches next", () => {
    expect(order(stopsAhead(stops, { atStopId: "a", nextStopId: "b", loop: true }))).toBe("abcd");
    expect(order(stopsAhead(stops, { atStopId: "c", nextStopId: "c", loop: true }))).toBe("cdab");
  });

  it("starts at the next stop between stops, round once on a loop", () => {
    expect(order(stopsAhead(stops, { atStopId: null, nextStopId: "c", loop: true }))).toBe("cdab");
    expect(order(stopsAhead(stops, { atStopId: null, nextStopId: "a", loop: true }))).toBe("abcd");
  });

  it("ends at the last stop of a line that is not a loop", () => {
    expect(order(stopsAhead(stops, { atStopId: null, nextStopId: "c", loop: false }))).toBe("cd");
    expect(order(stopsAhead(stops, { atStopId: "d", nextStopId: null, loop: false }))).toBe("d");
  });

  it("lists every stop from the first while the bus is not placed", () => {
    expect(order(stopsAhead(stops, { atStopId: null, nextStopId: null, loop: false }))).toBe("abcd");
    expect(order(stopsAhead(stops, { atStopId: "zz", nextStopId: "yy", loop: true }))).toBe("abcd");
  });
});

describe("who boards and alights at a stop", () => {
  const manifest = [
    seat("1", "a", "c"),
    seat("2", "a", "b", "boarded"),
    seat("3", "b", "c"),
    seat("4", "a", "c", "missed"),
  ];

  it("lists the riders getting on at a stop, boarded or not, and not a missed seat", () => {
    expect(boardingAt(manifest, "a").map((s) => s.id)).toEqual(["1", "2"]);
    expect(boardingAt(manifest, "b").map((s) => s.id)).toEqual(["3"]);
    expect(boardingAt(manifest, "d")).toEqual([]);
  });

  it("lists the riders getting off at a stop", () => {
    expect(alightingAt(manifest, "b").map((s) => s.id)).toEqual(["2"]);
    expect(alightingAt(manifest, "c").map((s) => s.id)).toEqual(["1", "3"]);
    expect(alightingAt(manifest, "a")).toEqual([]);
  });
});

describe("seatsFreeLeaving", () => {
  it("counts the seats covering the stretch: riders on board and riders getting on there", () => {
    const manifest = [seat("1", "a", "c"), seat("2", "a", "b", "boarded"), seat("3", "b", "d")];
    expect(seatsFreeLeaving(14, manifest, ids, 0)).toBe(12);
    // Leaving b: rider 1 never boarded at a (the bus left them behind), rider 2 got off, rider 3 gets on.
    expect(seatsFreeLeaving(14, manifest, ids, 1)).toBe(13);
  });

  it("keeps a boarded rider's seat to their stop, and frees it there", () => {
    const manifest = [seat("1", "a", "c", "boarded"), seat("2", "b", "d", "boarded")];
    expect(seatsFreeLeaving(14, manifest, ids, 0)).toBe(13);
    expect(seatsFreeLeaving(14, manifest, ids, 1)).toBe(12);
    expect(seatsFreeLeaving(14, manifest, ids, 2)).toBe(13);
  });

  it("has every seat free on a loop's way back to the first stop, and never less than none", () => {
    expect(seatsFreeLeaving(14, [seat("1", "a", "d", "boarded")], ids, 3)).toBe(14);
    const crowd = Array.from({ length: 5 }, (_, i) => seat(String(i), "a", "b", "boarded"));
    expect(seatsFreeLeaving(3, crowd, ids, 0)).toBe(0);
  });

  it("leaves out cancelled or missed seats and stops not on the line", () => {
    const manifest = [seat("1", "a", "c", "cancelled"), seat("2", "a", "c", "missed"), seat("3", "a", "zz")];
    expect(seatsFreeLeaving(14, manifest, ids, 0)).toBe(14);
  });
});

describe("stopAfter", () => {
  it("goes round to the first stop on a loop only", () => {
    expect(stopAfter(stops, 0, false)?.id).toBe("b");
    expect(stopAfter(stops, 3, true)?.id).toBe("a");
    expect(stopAfter(stops, 3, false)).toBeNull();
    expect(stopAfter(stops, -1, true)).toBeNull();
  });
});
