/**
 * The main thread of a signed-in page on a phone four times slower than this machine (npm run bench:main-thread).
 * Prints figures, never a pass/fail test.
 *
 * Lighthouse's blocking time moves by a hundred milliseconds from run to run here, more than most changes to the
 * app's start. This bench reads the browser's own trace instead: a demo account (the rider unless told) opens the
 * page (default /dashboard) in Chromium at 360x800 with the CPU slowed four times, and the tasks on the page's
 * main thread from the first contentful paint until six seconds after the load are summed as Lighthouse sums
 * them (each task's time past 50 ms) along with the longest one, over several runs. With
 * WEB_DIST_BEFORE=<another build> it serves both builds at once and alternates between them, so both see the
 * same machine, and prints the ratio of their medians: the build before is the floor this one is measured
 * against.
 *
 * Env: WEB_DIST (apps/web/dist), WEB_DIST_BEFORE, MAIN_THREAD_RUNS (6), MAIN_THREAD_PAGE (/dashboard),
 * MAIN_THREAD_USER (rider, or driver for the demo driver's view), CHROME_PATH (/usr/bin/chromium). Run
 * `npm run build` first.
 */
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "../scripts/chromium.mjs";
import { DEMO_EMAILS, type DemoApp, type DemoRole, signInDemo, startDemoApp } from "./demo-app.ts";

const RUNS = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 6));
const PAGE = process.env.MAIN_THREAD_PAGE ?? "/dashboard";
const ROLE = (process.env.MAIN_THREAD_USER ?? "rider") as DemoRole;
if (!(ROLE in DEMO_EMAILS))
  throw new Error(`MAIN_THREAD_USER is one of ${Object.keys(DEMO_EMAILS).join(", ")}`);
/** How long the page is watched after its load event: the app's start and its first data are over by then. */
const WATCH_MS = 6000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}
interface Run {
  blocking: number;
  longest: number;
  tasks: number;
}

const builds: { name: string; dist: string }[] = [
  { name: "this build", dist: process.env.WEB_DIST ?? "apps/web/dist" },
  ...(process.env.WEB_DIST_BEFORE ? [{ name: "before", dist: process.env.WEB_DIST_BEFORE }] : []),
];
/** A build's app and the demo account's session on it, signed in once for every visit. */
interface Served {
  app: DemoApp;
  session: { cookie: string; user: unknown };
}
const apps = new Map<string, Served>();
for (const build of builds) {
  const app = await startDemoApp({ webDist: build.dist });
  apps.set(build.name, { app, session: await signInDemo(app.url, ROLE) });
}
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS] });

/** One visit: the page's trace, reduced to the tasks after its first contentful paint. */
async function visit({ app, session }: Served): Promise<Run> {
  const { cookie, user } = session;
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: app.url };
    }),
  );
  await context.addInitScript((stored) => localStorage.setItem("current_user", stored), JSON.stringify(user));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing",
    transferMode: "ReportEvents",
  });
  await page.goto(`${app.url}${PAGE}`, { waitUntil: "load" });
  await page.waitForTimeout(WATCH_MS);
  // Where the watch ends: the command that ends the trace runs on the page's main thread too, as a long task of
  // its own, and is not the page's.
  await page.evaluate(() => performance.mark("watched"));
  const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.end");
  await complete;
  await context.close();

  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) throw new Error(`${PAGE} reported no first contentful paint`);
  const watched = events.find((e) => e.name === "watched");
  if (!watched) throw new Error("the trace holds no end of the watch");
  const long = events.filter(
    (e) =>
      e.name === "RunTask" &&
      e.ph === "X" &&
      e.tid === paint.tid &&
      e.ts > paint.ts &&
      e.ts < watched.ts &&
      (e.dur ?? 0) > 50_000,
  );
  const ms = long.map((e) => (e.dur ?? 0) / 1000);
  return {
    blocking: ms.reduce((sum, d) => sum + d - 50, 0),
    longest: Math.max(0, ...ms),
    tasks: ms.length,
  };
}

const runs = new Map<string, Run[]>(builds.map((b) => [b.name, []]));
try {
  for (let round = 0; round < RUNS; round++) {
    // Alternated, each build first every other round.
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    const line: string[] = [];
    for (const build of order) {
      const run = await visit(apps.get(build.name) as Served);
      runs.get(build.name)?.push(run);
      line.push(
        `${build.name}: blocking ${run.blocking.toFixed(0)} ms, longest ${run.longest.toFixed(0)} ms`,
      );
    }
    process.stderr.write(`  run ${round + 1}: ${line.join("; ")}\n`);
  }
} finally {
  await browser.close();
  for (const { app } of apps.values()) await app.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summary = builds.map(({ name }) => {
  const list = runs.get(name) ?? [];
  return {
    name,
    blocking: median(list.map((r) => r.blocking)),
    longest: median(list.map((r) => r.longest)),
    tasks: median(list.map((r) => r.tasks)),
  };
});
console.log(`${PAGE} (${ROLE}), 360x800, CPU x4, after the first contentful paint; medians of ${RUNS} runs:`);
for (const s of summary) {
  console.log(
    `  ${s.name.padEnd(10)}  blocking ${s.blocking.toFixed(0).padStart(4)} ms  longest task ${s.longest
      .toFixed(0)
      .padStart(4)} ms  tasks over 50 ms ${s.tasks}`,
  );
}
const [now, before] = summary;
if (now && before && before.blocking > 0) {
  console.log(
    `  ratio this build / before: blocking ${(now.blocking / before.blocking).toFixed(2)}x, longest task ${(
      now.longest / before.longest
    ).toFixed(2)}x`,
  );
}
process.exit(0);
