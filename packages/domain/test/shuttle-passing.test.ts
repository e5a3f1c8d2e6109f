import { describe, expect, it } from "vitest";
import { nextReach, progressAt, runProgress, seatOutcome } from "../src/shuttles/passing.ts";
import { lineShape } from "../src/shuttles/progress.ts";

/** Four stops 1 km apart on a square. */
const A = { lat: 6.86, lon: 7.4 };
const B = { lat: 6.869, lon: 7.4 };
const C = { lat: 6.869, lon: 7.409 };
const D = { lat: 6.86, lon: 7.409 };
const between = (p: { lat: number; lon: number }, q: { lat: number; lon: number }, f: number) => ({
  lat: p.lat + (q.lat - p.lat) * f,
  lon: p.lon + (q.lon - p.lon) * f,
});
const loop = lineShape([A, B, C, D], true);
const line = lineShape([A, B, C, D], false);

/** A bus driving the given calls in order, a position every quarter of a stretch, a minute apart. */
function drive(calls: { lat: number; lon: number }[], start = 0) {
  const fixes: { lat: number; lon: number; at: number }[] = [];
  for (let i = 0; i + 1 < calls.length; i++) {
    for (const f of [0, 0.25, 0.5, 0.75]) {
      fixes.push({
        ...between(calls[i] as never, calls[i + 1] as never, f),
        at: start + fixes.length * 60_000,
      });
    }
  }
  fixes.push({ ...(calls.at(-1) as { lat: number; lon: number }), at: start + fixes.length * 60_000 });
  return fixes;
}

describe("a run's progress along its line", () => {
  it("goes on counting round a loop", () => {
    const way = runProgress(loop, drive([A, B, C, D, A, B, C]));
    expect(way.at(-1)?.progress).toBeCloseTo(6, 1);
    expect(way.map((f) => f.progress)).toEqual([...way.map((f) => f.progress)].sort((x, y) => x - y));
  });

  it("skips positions off the line and jumps backwards", () => {
    const way = runProgress(line, [
      { ...between(A, B, 0.5), at: 0 },
      { lat: 6.8645, lon: 7.4045, at: 1 },
      { ...between(C, D, 0.5), at: 2 },
      { ...between(A, B, 0.2), at: 3 },
    ]);
    expect(way.map((f) => f.at)).toEqual([0, 2]);
    expect(progressAt(way, 5)).toBeCloseTo(2.5, 1);
  });

  it("reaches a loop's stop again each round, a line's once", () => {
    expect(nextReach(loop, 1, 0.5)).toBe(1);
    expect(nextReach(loop, 1, 1.5)).toBe(5);
    expect(nextReach(loop, 0, -0.1)).toBe(0);
    expect(nextReach(line, 1, 1.5)).toBeNull();
  });
});

describe("what becomes of a seat", () => {
  const way = runProgress(loop, drive([A, B, C, D, A, B, C]));
  const at = (progress: number) => way.find((f) => f.progress >= progress - 0.001)?.at as number;

  it("a seat still to board is missed once the bus reaches the stop after the rider's", () => {
    const seat = { status: "reserved", fromPosition: 1, toPosition: 3, createdAt: at(0.5), boardedAt: null };
    expect(
      seatOutcome(
        loop,
        seat,
        way.filter((f) => f.progress < 1.9),
      ),
    ).toBeNull();
    expect(
      seatOutcome(
        loop,
        seat,
        way.filter((f) => f.progress <= 2),
      ),
    ).toBe("missed");
  });

  it("a seat booked for the next round of a loop is not missed by this round", () => {
    const seat = { status: "reserved", fromPosition: 1, toPosition: 2, createdAt: at(1.5), boardedAt: null };
    expect(
      seatOutcome(
        loop,
        seat,
        way.filter((f) => f.progress <= 4),
      ),
    ).toBeNull();
    expect(seatOutcome(loop, seat, way)).toBe("missed");
  });

  it("a rider on board gets off when the bus reaches their stop, on the round they boarded", () => {
    const seat = { status: "boarded", fromPosition: 1, toPosition: 3, createdAt: at(0.25), boardedAt: at(1) };
    expect(
      seatOutcome(
        loop,
        seat,
        way.filter((f) => f.progress < 2.7),
      ),
    ).toBeNull();
    expect(
      seatOutcome(
        loop,
        seat,
        way.filter((f) => f.progress <= 3),
      ),
    ).toBe("alighted");
    const later = { ...seat, fromPosition: 1, toPosition: 2, boardedAt: at(5) };
    expect(
      seatOutcome(
        loop,
        later,
        way.filter((f) => f.progress <= 4),
      ),
    ).toBeNull();
    expect(seatOutcome(loop, later, way)).toBe("alighted");
  });

  it("within a stop's reach on the way in counts as there", () => {
    const seat = { status: "boarded", fromPosition: 0, toPosition: 1, createdAt: 0, boardedAt: 0 };
    const near = runProgress(line, [
      { ...A, at: 0 },
      { ...between(A, B, 0.97), at: 60_000 },
    ]);
    expect(seatOutcome(line, seat, near)).toBe("alighted");
    expect(seatOutcome(line, seat, near.slice(0, 1))).toBeNull();
  });

  it("a cancelled seat or no position yet has no outcome", () => {
    const seat = { status: "cancelled", fromPosition: 1, toPosition: 3, createdAt: 0, boardedAt: null };
    expect(seatOutcome(loop, seat, way)).toBeNull();
    expect(seatOutcome(loop, { ...seat, status: "reserved" }, [])).toBeNull();
  });
});
