import "@fontsource-variable/plus-jakarta-sans";
import "./styles.css";
import { holdEarlyActions } from "./lib/early-actions.ts";

/**
 * The first script of every page but the landing (docs/decisions/0017-prerendered-public-pages.md). A page
 * rendered at build time is read and painted from its HTML, so the app's code loads only once the page has
 * painted and does not compete with the page's styles and font on a slow network. What the visitor does in the
 * meantime (typing, ticking a box, pressing a button, sending a form) is kept and handed to the app once it has
 * taken over the page. A route whose HTML draws a first view (the rider's dashboard, dashboard.html) starts the
 * app the same way, once that view has painted, when it shows. Every other route starts the app at once
 * (app.html preloads it).
 */
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

/** Runs `run` once, whichever of its callers comes first. */
const once = (run: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
};

/** A page hidden behind another tab does not paint: it starts anyway, this long after its load event. */
const HIDDEN_PAGE_START_MS = 3000;

/**
 * Once the page's words are on screen: when the browser reports the first contentful paint, which comes after
 * the frame is shown (the frame after the load event can still be waiting to be shown on a slow phone); where
 * it cannot tell, the frame after the load event.
 */
const afterPaint = (run: () => void) => {
  const start = once(run);
  const afterLoad = (then: () => void) => {
    if (document.readyState === "complete") then();
    else addEventListener("load", then, { once: true });
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    afterLoad(() => requestAnimationFrame(() => setTimeout(start, 0)));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: "paint", buffered: true });
  afterLoad(() => setTimeout(start, HIDDEN_PAGE_START_MS));
};

/** The next task: what the phone has waiting (a tap, a frame) goes first. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How many of the files below are asked for at once: each link costs a slow phone a few milliseconds. */
const PRELOADS_PER_TASK = 8;

/**
 * The app's files and the page's own screen, named by the build (prerender-plugin.ts): preloaded a few at a
 * time, so that asking for them never holds the page for long.
 */
const preloadScreen = async () => {
  const content = document.querySelector<HTMLMetaElement>('meta[name="campusgo:screen"]')?.content ?? "";
  const files = content.split(" ").filter(Boolean);
  for (let from = 0; from < files.length; from += PRELOADS_PER_TASK) {
    if (from > 0) await nextTask();
    for (const file of files.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = file;
      document.head.append(link);
    }
  }
};

if (root.hasChildNodes()) {
  const early = holdEarlyActions(root);
  afterPaint(async () => {
    await preloadScreen();
    const app = await import("./main.tsx");
    const fields = early.fieldsAsLeft();
    await app.hydrate(root);
    early.handOver(fields);
    // The page is the app's now (journeys that need the live page wait for this).
    document.documentElement.dataset.live = "";
  });
} else {
  const start = async () => {
    await preloadScreen();
    const app = await import("./main.tsx");
    // The app's modules have just run: the page gets a turn before React draws.
    await nextTask();
    app.render(root);
    document.documentElement.dataset.live = "";
  };
  // The first view shows (styles.css) for a user of its role; anyone else waits for the app, so it starts now.
  const firstView = document.getElementById("first-view");
  if (firstView && getComputedStyle(firstView).display !== "none") afterPaint(start);
  else await start();
}
