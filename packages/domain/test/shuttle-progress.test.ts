import { describe, expect, it } from "vitest";
import {
  lineShape,
  locateOnLine,
  measuredSegments,
  nextScheduledS,
  OFF_ROUTE_M,
  replayRun,
  secondsToStops,
  segmentSeconds,
} from "../src/shuttles/progress.ts";

/** Four stops 1 km apart on a square (about 0.009 degrees of latitude a kilometre). */
const A = { lat: 6.86, lon: 7.4 };
const B = { lat: 6.869, lon: 7.4 };
const C = { lat: 6.869, lon: 7.409 };
const D = { lat: 6.86, lon: 7.409 };
const between = (p: { lat: number; lon: number }, q: { lat: number; lon: number }, f: number) => ({
  lat: p.lat + (q.lat - p.lat) * f,
  lon: p.lon + (q.lon - p.lon) * f,
});

describe("a bus placed on its line", () => {
  const loop = lineShape([A, B, C, D], true);

  it("is on the segment it drives along, so far along it", () => {
    const at = locateOnLine(loop, between(B, C, 0.25), 1);
    expect(at.segment).toBe(1);
    expect(at.fraction).toBeCloseTo(0.25, 2);
    expect(at.offRouteM).toBeLessThan(1);
  });

  it("goes forward: back at the first stop after a round it is on the last stretch, not the first", () => {
    expect(locateOnLine(loop, between(D, A, 0.999), 3).segment).toBe(3);
    expect(locateOnLine(loop, between(A, B, 0.001), 3).segment).toBe(0);
  });

  it("is off its line when far from every segment", () => {
    const far = { lat: 6.8645, lon: 7.4045 };
    expect(locateOnLine(loop, far, 0).offRouteM).toBeGreaterThan(OFF_ROUTE_M);
  });
});

describe("seconds to each stop", () => {
  it("adds what is left of this segment to the segments ahead, round the loop", () => {
    const shape = lineShape([A, B, C, D], true);
    const times = [100, 200, 300, 400];
    expect(secondsToStops(shape, times, { segment: 1, fraction: 0.5, offRouteM: 0 })).toEqual([
      100 + 300 + 400, // A: after C and D
      100 + 300 + 400 + 100, // B: left behind, next round
      100, // C
      100 + 300, // D
    ]);
  });

  it("gives no time to a stop left behind on a line that is not a loop", () => {
    const shape = lineShape([A, B, C], false);
    expect(secondsToStops(shape, [60, 60], { segment: 1, fraction: 0.5, offRouteM: 0 })).toEqual([
      null,
      null,
      30,
    ]);
  });

  it("times segments by measured travel where known, planned otherwise", () => {
    const planned = segmentSeconds([A, B, C], false);
    expect(planned).toHaveLength(2);
    // 1 km as the crow flies is 1.3 km on the road: 312 s at 15 km/h, and half a minute at the stop.
    expect(planned[0]).toBeGreaterThan(330);
    expect(planned[0]).toBeLessThan(350);
    expect(segmentSeconds([A, B, C], false, [200, null])).toEqual([200, planned[1]]);
  });
});

describe("the timetable's next bus at a stop", () => {
  it("is the next departure's arrival, none after closing", () => {
    // Open 07:00-09:00 every 15 minutes; the stop is 5 minutes into a run.
    const at = (h: number, m: number) => (h * 60 + m) * 60;
    expect(nextScheduledS(420, 540, 15, 300, at(6, 0))).toBe(at(7, 5));
    expect(nextScheduledS(420, 540, 15, 300, at(7, 6))).toBe(at(7, 20));
    expect(nextScheduledS(420, 540, 15, 300, at(7, 20))).toBe(at(7, 20));
    expect(nextScheduledS(420, 540, 15, 300, at(9, 6))).toBeNull();
  });
});

describe("a run's track replayed", () => {
  it("measures each stretch between stops, and places the bus where it is now", () => {
    const shape = lineShape([A, B, C, D], true);
    // A point every 30 s: A to B in 4 minutes, B to C in 6.
    const track = [
      ...Array.from({ length: 8 }, (_, i) => ({ ...between(A, B, i / 8), at: i * 30_000 })),
      ...Array.from({ length: 12 }, (_, i) => ({ ...between(B, C, i / 12), at: 240_000 + i * 30_000 })),
      { ...between(C, D, 0.1), at: 630_000 },
    ];
    const run = replayRun(shape, track);
    expect(run.segmentS[0]).toBeGreaterThanOrEqual(235);
    expect(run.segmentS[0]).toBeLessThanOrEqual(245);
    expect(run.segmentS[1]).toBeGreaterThanOrEqual(355);
    expect(run.segmentS[1]).toBeLessThanOrEqual(365);
    expect(run.segmentS[2]).toBeNull();
    expect(run.on).toMatchObject({ segment: 2 });
    expect(run.on?.fraction).toBeCloseTo(0.1, 1);
    expect(measuredSegments([run, { on: null, segmentS: [260, null, null, null] }], 4)).toEqual([
      Math.round(((run.segmentS[0] as number) + 260) / 2),
      run.segmentS[1],
      null,
      null,
    ]);
  });

  it("keeps the bus's place when it leaves its line, marked as away", () => {
    const shape = lineShape([A, B, C, D], true);
    const run = replayRun(shape, [
      { ...between(A, B, 0.5), at: 0 },
      { lat: 6.8645, lon: 7.4045, at: 30_000 },
    ]);
    expect(run.on?.segment).toBe(0);
    expect(run.on?.offRouteM).toBeGreaterThan(OFF_ROUTE_M);
  });
});
