import { describe, expect, it } from "vitest";
import {
  countdownS,
  lineShape,
  locateOnLine,
  measuredStretches,
  nextScheduledS,
  OFF_ROUTE_M,
  replayRun,
  secondsToStops,
  stretchTimes,
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
  it("adds what is left of this drive to the stands and drives ahead, round the loop", () => {
    const shape = lineShape([A, B, C, D], true);
    const times = { driveS: [100, 200, 300, 400], dwellS: [10, 20, 30, 40] };
    expect(secondsToStops(shape, times, { segment: 1, fraction: 0.5, offRouteM: 0 })).toEqual([
      100 + 30 + 300 + 40 + 400, // A: after C and D, standing at each
      100 + 30 + 300 + 40 + 400 + 10 + 100, // B: left behind, next round
      100, // C: only what is left of the drive
      100 + 30 + 300, // D
    ]);
  });

  it("gives no time to a stop left behind on a line that is not a loop", () => {
    const shape = lineShape([A, B, C], false);
    const times = { driveS: [60, 60], dwellS: [20, 20, 20] };
    expect(secondsToStops(shape, times, { segment: 1, fraction: 0.5, offRouteM: 0 })).toEqual([
      null,
      null,
      30,
    ]);
  });

  it("times drives and stands by measured runs where known, planned otherwise", () => {
    const planned = stretchTimes([A, B, C], false);
    expect(planned.driveS).toHaveLength(2);
    // 1 km as the crow flies is 1.3 km on the road: 312 s at 15 km/h; half a minute at each stop.
    expect(planned.driveS[0]).toBeGreaterThan(300);
    expect(planned.driveS[0]).toBeLessThan(320);
    expect(planned.dwellS).toEqual([30, 30, 30]);
    const measured = stretchTimes([A, B, C], false, { driveS: [200, null], dwellS: [null, 50, null] });
    expect(measured).toEqual({ driveS: [200, planned.driveS[1]], dwellS: [30, 50, 30] });
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
  it("measures each drive and each stand, and places the bus where it is now", () => {
    const shape = lineShape([A, B, C, D], true);
    // A point every 30 s: standing a minute at A, 4 minutes to B, a minute there, 6 minutes to C.
    const track = [
      { ...A, at: 0 },
      { ...A, at: 30_000 },
      ...Array.from({ length: 8 }, (_, i) => ({ ...between(A, B, i / 8), at: 60_000 + i * 30_000 })),
      { ...B, at: 300_000 },
      { ...B, at: 330_000 },
      ...Array.from({ length: 12 }, (_, i) => ({ ...between(B, C, i / 12), at: 360_000 + i * 30_000 })),
      { ...C, at: 720_000 },
      { ...between(C, D, 0.1), at: 750_000 },
    ];
    const run = replayRun(shape, track);
    const near = (value: number | null | undefined, expected: number) => {
      expect(value).toBeGreaterThanOrEqual(expected - 15);
      expect(value).toBeLessThanOrEqual(expected + 15);
    };
    near(run.driveS[0], 240);
    near(run.dwellS[1], 60);
    near(run.driveS[1], 360);
    expect(run.driveS[2]).toBeNull();
    expect(run.on).toMatchObject({ segment: 2 });
    expect(run.on?.fraction).toBeCloseTo(0.1, 1);
    const other: typeof run = { on: null, driveS: [260, null, null, null], dwellS: [null, null, null, null] };
    // The median of two is their mean, the predictor's default; a lower share takes less.
    const median = measuredStretches([run, other], 4, 4).driveS[0] as number;
    expect(median).toBe(Math.round(((run.driveS[0] as number) + 260) / 2));
    expect(measuredStretches([run, other], 4, 4, 0.25).driveS[0]).toBeLessThan(median);
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

describe("the countdown", () => {
  it("ends a little before the expected arrival, by more the farther off it is", () => {
    expect(countdownS(180)).toBe(150);
    expect(countdownS(360)).toBe(315);
    expect(countdownS(600)).toBe(510);
    expect(countdownS(900)).toBe(780);
    expect(countdownS(1800)).toBe(1680);
  });

  it("never goes back up as the bus comes, and never below zero", () => {
    let last = -1;
    for (let expected = 0; expected <= 1500; expected++) {
      const countdown = countdownS(expected);
      expect(countdown).toBeGreaterThanOrEqual(last);
      expect(countdown).toBeGreaterThanOrEqual(0);
      expect(countdown).toBeLessThanOrEqual(expected);
      last = countdown;
    }
    expect(countdownS(20)).toBe(0);
  });
});
