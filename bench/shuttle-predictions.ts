/**
 * How right the shuttles' arrival predictions are (npm run bench:shuttle-predictions). Prints figures and ratios;
 * never a pass/fail test.
 *
 * Runs of the demo's two campus loops are recorded as the simulated buses drive them (a speed of their own per
 * stretch, crawling near the gates, standing 15-45 s at each stop: what the predictor is not told), a position
 * every 4 s kept as the server's track recorder keeps them (15 m apart, or 30 s). Each run after the first three is
 * then replayed: every 30 s, the predictor places the bus from its track and live position and times the stretches
 * ahead by the median of what the previous runs took, and ends each countdown a little before the expected arrival
 * (as GET /api/shuttle/lines/:id/live does); each stop's countdown is set against the real arrival.
 *
 * Counted within TransitApp's ETA accuracy bands: 0-3 min out, 30 s early to 90 s late; 3-6 min, 60 s early to
 * 150 s late; 6-10 min, 60 s early to 210 s late; 10-15 min, 90 s early to 270 s late. Goal: 85% overall, 90% in
 * the last 3 minutes, never more often early than late. The floor, measured in the same run: the same placing
 * and countdown with the planned timetable's stretch times only.
 */

import {
  CAMPUS_PLACES,
  countdownS,
  lineShape,
  locateOnLine,
  measuredStretches,
  type OnLine,
  PREDICTION_QUANTILE,
  type Replayed,
  replayRun,
  type StretchTimes,
  secondsToStops,
  stretchTimes,
} from "@campusgo/domain";
import { type BusMotion, moveBus } from "../apps/api/src/simulator/bus.ts";
import { DEMO_LINES } from "../apps/api/src/simulator/bus-lines.ts";
import { randomBetween } from "../apps/api/src/simulator/motion.ts";

const RUNS = Number(process.env.RUNS ?? 14);
const QUANTILE = Number(process.env.QUANTILE ?? PREDICTION_QUANTILE);
const WARM_UP = 3;
const TICK_MS = 4_000;
const EVERY_MS = 30_000;
const BANDS = [
  { upTo: 180, early: 30, late: 90, name: "0-3 min" },
  { upTo: 360, early: 60, late: 150, name: "3-6 min" },
  { upTo: 600, early: 60, late: 210, name: "6-10 min" },
  { upTo: 900, early: 90, late: 270, name: "10-15 min" },
] as const;

type Point = { lat: number; lon: number };
type Fix = Point & { at: number };

interface Run {
  track: Fix[];
  /** Every position sent (the live one at any moment is the last sent). */
  sent: Fix[];
  /** When the bus reached each call of its round (index 0: it starts there). */
  callAt: number[];
}

/** One round of a loop by a simulated bus, starting at `startAt`. */
function drive(stops: Point[], startAt: number): Run {
  let motion: BusMotion = {
    target: 1,
    position: stops[0] as Point,
    speedMps: randomBetween(12, 26) / 3.6,
    dwellUntil: startAt + randomBetween(15, 45) * 1000,
  };
  const run: Run = { track: [], sent: [], callAt: [startAt] };
  let last: Fix | undefined;
  for (let t = startAt; run.callAt.length <= stops.length; t += TICK_MS) {
    const before = motion.target;
    motion = moveBus(motion, stops, TICK_MS, t);
    if (motion.target !== before) run.callAt.push(t);
    const fix = { ...motion.position, at: t };
    run.sent.push(fix);
    const moved = last
      ? Math.hypot((fix.lat - last.lat) * 111_320, (fix.lon - last.lon) * 110_500)
      : Infinity;
    if (!last || moved >= 15 || t - last.at >= 30_000) {
      run.track.push(fix);
      last = fix;
    }
  }
  return run;
}

interface Tally {
  n: number;
  inBand: number;
  early: number;
  late: number;
  absError: number;
}
const tally = (): Tally => ({ n: 0, inBand: 0, early: 0, late: 0, absError: 0 });

function evaluate(stops: Point[], runs: Run[], timed: (history: Replayed[]) => StretchTimes) {
  const shape = lineShape(stops, true);
  const byBand = BANDS.map(() => tally());
  for (let r = WARM_UP; r < runs.length; r++) {
    const run = runs[r] as Run;
    const history = runs.slice(Math.max(0, r - 10), r).map((h) => replayRun(shape, h.track));
    const seconds = timed(history);
    const end = run.callAt.at(-1) as number;
    for (let t = (run.callAt[0] as number) + EVERY_MS; t < end; t += EVERY_MS) {
      const replayed = replayRun(
        shape,
        run.track.filter((p) => p.at <= t),
      ).on;
      const live = [...run.sent].reverse().find((p) => p.at <= t) as Fix;
      const on: OnLine = locateOnLine(shape, live, replayed?.segment ?? 0);
      const predicted = secondsToStops(shape, seconds, on).map((s) => (s === null ? null : countdownS(s)));
      // The next call at each stop in this round (the first stop: the round's end).
      for (let stop = 0; stop < stops.length; stop++) {
        const call = stop === 0 ? stops.length : stop;
        const actual = run.callAt[call];
        const p = predicted[stop];
        if (actual === undefined || p === null || p === undefined || actual <= t) continue;
        const band = BANDS.findIndex((b) => p <= b.upTo);
        if (band < 0) continue;
        const error = (actual - t) / 1000 - p;
        const b = BANDS[band] as (typeof BANDS)[number];
        const s = byBand[band] as Tally;
        s.n += 1;
        s.absError += Math.abs(error);
        if (error >= -b.early && error <= b.late) s.inBand += 1;
        if (error < 0) s.early += 1;
        if (error > 0) s.late += 1;
      }
    }
  }
  return byBand;
}

const pct = (a: number, b: number) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);
const sum = (list: Tally[]) =>
  list.reduce((a, b) => ({
    n: a.n + b.n,
    inBand: a.inBand + b.inBand,
    early: a.early + b.early,
    late: a.late + b.late,
    absError: a.absError + b.absError,
  }));

const all: Tally[][] = [];
const floor: Tally[][] = [];
for (const line of DEMO_LINES) {
  const stops = line.slugs.map((slug) => CAMPUS_PLACES.find((p) => p.slug === slug) as Point);
  const runs: Run[] = [];
  let at = Date.UTC(2026, 10, 28, 6, 0);
  for (let i = 0; i < RUNS; i++) {
    const run = drive(stops, at);
    runs.push(run);
    at = run.callAt.at(-1) as number;
  }
  const segments = lineShape(stops, true).calls.length - 1;
  all.push(
    evaluate(stops, runs, (history) =>
      stretchTimes(stops, true, measuredStretches(history, segments, stops.length, QUANTILE)),
    ),
  );
  floor.push(evaluate(stops, runs, () => stretchTimes(stops, true)));
  const minutes = (
    runs.reduce((a, r) => a + ((r.callAt.at(-1) as number) - (r.callAt[0] as number)), 0) /
    RUNS /
    60_000
  ).toFixed(1);
  console.log(
    `${line.name}: ${stops.length} stops, ${RUNS} runs recorded, a round takes ${minutes} min on average`,
  );
}

const merged = BANDS.map((_, i) => sum(all.map((l) => l[i] as Tally)));
const mergedFloor = BANDS.map((_, i) => sum(floor.map((l) => l[i] as Tally)));
console.log("\nhorizon     predictions  within band  floor (timetable)  mean abs error  early / late");
BANDS.forEach((b, i) => {
  const s = merged[i] as Tally;
  const f = mergedFloor[i] as Tally;
  console.log(
    `${b.name.padEnd(11)} ${String(s.n).padStart(11)}  ${pct(s.inBand, s.n).padStart(11)}  ${pct(f.inBand, f.n).padStart(17)}  ${`${(s.absError / Math.max(1, s.n)).toFixed(0)} s`.padStart(14)}  ${pct(s.early, s.n)} / ${pct(s.late, s.n)}`,
  );
});
const total = sum(merged);
const totalFloor = sum(mergedFloor);
const last3 = merged[0] as Tally;
console.log(
  `\noverall: ${pct(total.inBand, total.n)} within band (goal 85%), last 3 minutes ${pct(last3.inBand, last3.n)} (goal 90%), early ${pct(total.early, total.n)} / late ${pct(total.late, total.n)} (goal: never more often early)`,
);
console.log(
  `ratio to the timetable floor: ${(total.inBand / Math.max(1, total.n) / Math.max(1e-9, totalFloor.inBand / Math.max(1, totalFloor.n))).toFixed(2)}x (floor ${pct(totalFloor.inBand, totalFloor.n)})`,
);
