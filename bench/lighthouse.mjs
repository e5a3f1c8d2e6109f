// Lighthouse on the public pages and the signed-in rider dashboard, against a floor measured in the same run.
// Usage: npm run build && npm run bench:lighthouse   (it does not build; it serves apps/web/dist as built)
//
// Starts the built app in embedded mode (its own temp DATA_DIR, a free port, DEMO=1 so the demo rider can sign
// in; map tiles from a local stand-in server), runs Lighthouse in Chromium (CHROME_PATH or /usr/bin/chromium)
// with mobile emulation at 360x800 and Slow 4G throttling (simulated: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown),
// and prints per page the four category scores, LCP, TBT, the longest task after the first paint, CLS and the
// bytes loaded. The floor of each page is the same HTML and CSS with no JavaScript at all (the prerendered HTML
// with its scripts taken out; for the dashboard, the DOM the app rendered), served by a tiny static server with
// the same pre-compressed files; `LCP/floor` is the ratio.
// Prints a table and exits 0. Slow: about 15 s per Lighthouse run, two runs per page (six with
// LIGHTHOUSE_RUNS=3).
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROME_PATH as CHROME, CHROME_FLAGS as CHROMIUM_FLAGS } from "../scripts/chromium.mjs";
import { freePort, signInDemoRider, startDemoApp } from "./demo-app.ts";

// WEB_DIST=folder measures another build (the app is served from it too), e.g. to compare two builds.
const DIST = process.env.WEB_DIST ?? "apps/web/dist";
const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];

if (!existsSync(join(DIST, "prerendered.json"))) {
  console.error(`${DIST}/prerendered.json is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const { pages } = JSON.parse(readFileSync(join(DIST, "prerendered.json"), "utf8"));

// The app, as `npm run demo` starts it, with map tiles from a local stand-in (the real tile host is out of reach
// here; its failures would count against the page), and the demo rider's session, passed to Lighthouse as a
// Cookie header for the dashboard.
const demo = await startDemoApp({ webDist: DIST });
const app = demo.url;
const appPort = demo.port;
process.on("exit", () => demo.process.kill("SIGTERM"));
const { cookie, user } = await signInDemoRider(app);

// The floor's HTML: each page without any script, all the rest of its HTML kept (the manifest link too). The
// dashboard is drawn by the app, so its floor is the DOM the app rendered, taken from a real browser with the
// same session and stored user.
const noScripts = (html) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>\s*/g, "");
const floorHtml = new Map(
  Object.entries(pages).map(([path, file]) => [path, noScripts(readFileSync(join(DIST, file), "utf8"))]),
);
{
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox"] });
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("="), url: app };
    }),
  );
  await context.addInitScript((stored) => localStorage.setItem("current_user", stored), JSON.stringify(user));
  const page = await context.newPage();
  await page.goto(`${app}/dashboard`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  floorHtml.set("/dashboard", `<!doctype html>\n${noScripts(await page.content())}`);
  await browser.close();
}

// The floor server: the pages above, and every other file of the build as the app's server sends it.
const TYPES = {
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".js": "text/javascript",
  ".webmanifest": "application/manifest+json",
};
const floor = createServer((req, res) => {
  const path = decodeURIComponent((req.url ?? "/").split("?")[0]);
  const brotli = /\bbr\b/.test(req.headers["accept-encoding"] ?? "");
  const html = floorHtml.get(path);
  if (html !== undefined) {
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      ...(brotli ? { "content-encoding": "br" } : {}),
    });
    res.end(brotli ? brotliCompressSync(html) : html);
    return;
  }
  const file = join(DIST, normalize(path).replace(/^(\.\.[/\\])+/, ""));
  if (!existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  const compressed = brotli && existsSync(`${file}.br`);
  res.writeHead(200, {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "cache-control": "public, max-age=31536000, immutable",
    ...(compressed ? { "content-encoding": "br" } : {}),
  });
  res.end(readFileSync(compressed ? `${file}.br` : file));
});
const floorPort = await freePort();
await new Promise((resolve) => floor.listen(floorPort, resolve));

// Lighthouse, mobile at 360x800 on Slow 4G.
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
const config = {
  extends: "lighthouse:default",
  settings: {
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 360, height: 800, deviceScaleFactor: 2, disabled: false },
    throttlingMethod: "simulate",
    throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    disableFullPageScreenshot: true,
  },
};
/** One Lighthouse run; a run whose trace failed (NO_NAVSTART, NO_FCP, ...) is tried again, twice at most. */
async function audit(url, headers, run = 0, tries = 3) {
  // Signed in, the app also keeps the user in localStorage (SPEC 3): the page gets it before Lighthouse loads it,
  // and Lighthouse keeps the origin's storage.
  let page;
  if (headers) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    page = await browser.newPage();
    await page.goto(`${app}/api/health`);
    // A first visit: no service worker or cache from the pages measured before (their storage was reset
    // before each of them, not after).
    await page.evaluate(async (stored) => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
      localStorage.setItem("current_user", stored);
    }, JSON.stringify(user));
  }
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(headers ? { extraHeaders: headers, disableStorageReset: true } : {}),
    },
    config,
    page,
  );
  await page?.close();
  // LIGHTHOUSE_REPORTS=dir keeps each full report there (<page>[.floor].<run>.json), to see why a page scored as
  // it did: the network requests that ended before the observed LCP are those the simulated LCP counts.
  if (process.env.LIGHTHOUSE_REPORTS) {
    const { pathname, port } = new URL(url);
    const name = `${pathname.replace(/\W+/g, "_")}${port === String(appPort) ? "" : ".floor"}.${run + 1}`;
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    process.stderr.write(`  ${url}: ${runtimeError.code}${tries > 1 ? ", again" : ""}\n`);
    if (tries > 1) return audit(url, headers, run, tries - 1);
  }
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    bytes: audits["total-byte-weight"]?.numericValue ?? Number.NaN,
    longest: longestTaskAfterPaint(audits),
    failed: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  };
}

/**
 * The longest main-thread task after the first contentful paint (0 when none reaches 50 ms): the blocking time
 * is made of these tasks, and the longest is how long a tap can wait.
 */
function longestTaskAfterPaint(audits) {
  const paint = audits["first-contentful-paint"]?.numericValue ?? 0;
  const tasks = (audits["long-tasks"]?.details?.items ?? []).filter((task) => task.startTime >= paint);
  return Math.max(0, ...tasks.map((task) => task.duration));
}

/**
 * LIGHTHOUSE_RUNS=3 measures each page and its floor three times, alternately, and prints the median of each
 * figure: a single simulated run moves by a few hundred milliseconds from one run to the next.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Each figure's median over the runs; the audits below full marks are those of any run. */
const medianOf = (runs) => ({
  ...Object.fromEntries(
    ["performance", "accessibility", "bestPractices", "seo", "lcp", "tbt", "longest", "cls", "bytes"].map(
      (key) => [key, median(runs.map((run) => run[key]))],
    ),
  ),
  failed: [...new Set(runs.flatMap((run) => run.failed))],
});
const rows = [];
const targets = [
  ...Object.keys(pages).map((path) => ({ path })),
  { path: "/dashboard", headers: { Cookie: cookie } },
];
// LIGHTHOUSE_PAGES="/,/login" measures only those pages.
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
try {
  for (const { path, headers } of targets.filter(({ path }) => !only || only.includes(path))) {
    const pages = [];
    const bases = [];
    for (let run = 0; run < RUNS; run++) {
      pages.push(await audit(`${app}${path}`, headers, run));
      bases.push(await audit(`http://localhost:${floorPort}${path}`, undefined, run));
      const [page, base] = [pages.at(-1), bases.at(-1)];
      process.stderr.write(`  ${path}: LCP ${page.lcp.toFixed(0)} ms, floor ${base.lcp.toFixed(0)} ms\n`);
    }
    rows.push({ path, page: medianOf(pages), base: medianOf(bases) });
  }
} finally {
  await chrome.kill();
  floor.close();
  await demo.stop();
}

const header = [
  "page",
  "perf",
  "a11y",
  "best",
  "seo",
  "LCP ms",
  "TBT ms",
  "longest task",
  "CLS",
  "KB",
  "floor LCP",
  "LCP/floor",
];
const table = rows.map(({ path, page, base }) => [
  path,
  page.performance,
  page.accessibility,
  page.bestPractices,
  page.seo,
  page.lcp.toFixed(0),
  page.tbt.toFixed(0),
  page.longest.toFixed(0),
  page.cls.toFixed(3),
  (page.bytes / 1024).toFixed(0),
  base.lcp.toFixed(0),
  (page.lcp / base.lcp).toFixed(2),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
const line = (cells) =>
  cells
    .map((cell, i) =>
      String(cell)
        .padStart(i === 0 ? 0 : widths[i])
        .padEnd(i === 0 ? widths[0] : 0),
    )
    .join("  ");
console.log(line(header));
for (const row of table) console.log(line(row));
for (const { path, page } of rows) {
  if (page.failed.length > 0) console.log(`  ${path}: audits below full marks: ${page.failed.join(", ")}`);
}
console.log(
  `Slow 4G simulated (150 ms RTT, 1.6 Mbps, CPU x4), 360x800 mobile; floor = same HTML and CSS without JavaScript${
    RUNS > 1 ? `; medians of ${RUNS} runs` : ""
  }.`,
);
process.exit(0);
