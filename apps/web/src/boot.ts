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

/** After the load event and the frame after it: the page's words are on screen. */
const afterPaint = (run: () => void) => {
  const next = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (document.readyState === "complete") next();
  else addEventListener("load", next, { once: true });
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
