/**
 * The tracking page's script (bundled by script.ts and written into the page): while the delivery goes on it asks
 * GET /api/track/:token every few seconds and writes the parts that changed; it pauses while the tab is hidden,
 * waits longer after each failure, and stops once the delivery has ended or the link no longer works. Without
 * it the page still shows everything as the server drew it.
 */
import type { TrackingPageData } from "./page.ts";
import { ageText, DATA_ID, PART_IDS, PROBLEM_TITLES, problemMain } from "./parts.ts";
import { type LinkView, linkEnded, linkParts } from "./ride-parts.ts";

/** How often a delivery on its way is asked for again. */
const POLL_MS = 12_000;
/** How often a delivery booked for later, or waiting for a driver to be found again, is asked for. */
const SLOW_POLL_MS = 60_000;
/** The longest wait after failures. */
const MAX_BACKOFF_MS = 120_000;
/** How often "Updated N s ago" is written again. */
const AGE_TICK_MS = 5_000;

const byId = (id: string) => document.getElementById(id);
const dataElement = byId(DATA_ID);
const token = location.pathname.split("/")[2] ?? "";

if (dataElement?.textContent && token) start(JSON.parse(dataElement.textContent) as TrackingPageData);

function start(first: TrackingPageData) {
  let view: LinkView = first.view;
  /** The server's clock minus this phone's, so ages read right on a phone whose clock is off. */
  let skew = Date.parse(first.now) - Date.now();
  const now = () => Date.now() + skew;
  /** What each element shows now: at first, what the server wrote. */
  const drawn = linkParts(first.view, Date.parse(first.now));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastAsked = Date.now();
  let stopped = false;

  /** Delivered, returned, cancelled or disputed (a ride: ended): nothing more will change. */
  const ended = () => linkEnded(view);
  const interval = () => (view.status === "scheduled" || view.status === "expired" ? SLOW_POLL_MS : POLL_MS);

  function draw() {
    const parts = linkParts(view, now());
    for (const id of PART_IDS) {
      const element = byId(id);
      const html = parts[id];
      // Written only when it changed, so the live status is announced once and nothing flickers.
      if (!element || drawn[id] === html) continue;
      element.innerHTML = html;
      element.hidden = html === "";
      drawn[id] = html;
    }
  }

  function tick() {
    const age = byId("age");
    if (age && view.position) age.textContent = ageText(view.position.at, now());
  }

  function stop(problem?: { status: 404 | 410; message: string }) {
    stopped = true;
    clearTimeout(timer);
    const main = document.querySelector("main");
    if (problem && main) {
      main.innerHTML = problemMain(PROBLEM_TITLES[problem.status], problem.message);
      const expiry = byId("expiry");
      if (expiry) expiry.textContent = "";
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped || document.hidden) return;
    if (ended()) return stop();
    timer = setTimeout(ask, Math.min(interval() * 2 ** failures, MAX_BACKOFF_MS));
  }

  async function ask() {
    lastAsked = Date.now();
    try {
      const res = await fetch(`/api/track/${encodeURIComponent(token)}`, {
        cache: "no-store",
        credentials: "omit",
        headers: { accept: "application/json" },
      });
      if (res.status === 404 || res.status === 410) {
        const body = (await res.json()) as { message: string };
        return stop({ status: res.status, message: body.message });
      }
      if (!res.ok) throw new Error(`status ${res.status}`);
      const served = Date.parse(res.headers.get("date") ?? "");
      if (!Number.isNaN(served)) skew = served - Date.now();
      view = ((await res.json()) as { data: LinkView }).data;
      failures = 0;
      draw();
    } catch {
      failures++;
    }
    schedule();
  }

  document.addEventListener("visibilitychange", () => {
    if (document.hidden) return clearTimeout(timer);
    // Back in view: ask at once if the last answer is older than one interval, else wait for the rest of it.
    if (stopped || ended()) return;
    const since = Date.now() - lastAsked;
    clearTimeout(timer);
    timer = setTimeout(ask, Math.max(0, interval() - since));
  });

  tick();
  setInterval(tick, AGE_TICK_MS);
  schedule();
}
