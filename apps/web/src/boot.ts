import "@fontsource-variable/plus-jakarta-sans";
import "./styles.css";
import { takeEarlyActions } from "./lib/early-actions.ts";
import { nextTask } from "./lib/next-task.ts";

/**
 * The app's first file. On a page the build wrote for the app to take over (the public pages rendered to HTML,
 * the rider's dashboard with its first view), the page's inline script (src/page-start.ts) asks for it once
 * the page has painted; what the visitor does in the meantime is kept and handed to the app once it has taken
 * over the page (docs/decisions/0017-prerendered-public-pages.md). Every other route names it in its HTML and
 * starts the app at once (app.html preloads it).
 */
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

/** How many of the files below are asked for at once: each link costs a slow phone a few milliseconds. */
const PRELOADS_PER_TASK = 8;

/**
 * The app's files and the page's own screen, named by the build (prerender-plugin.ts) on the pages that do not
 * preload them from their HTML: preloaded a few at a time, so that asking for them never holds the page for
 * long.
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
  const early = takeEarlyActions(root);
  await preloadScreen();
  const app = await import("./main.tsx");
  const fields = early.fieldsAsLeft();
  await app.hydrate(root);
  early.handOver(fields);
  // The page is the app's now (journeys that need the live page wait for this).
  document.documentElement.dataset.live = "";
} else {
  await preloadScreen();
  const app = await import("./main.tsx");
  // The app's modules have just run: the page gets a turn before React draws.
  await nextTask();
  app.render(root);
  document.documentElement.dataset.live = "";
}
