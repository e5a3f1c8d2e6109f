import { CURRENT_USER_KEY } from "../../lib/current-user-key.ts";
import { takeEarlyActions } from "../../lib/early-actions.ts";
import { registerServiceWorker } from "../../lib/service-worker.ts";
import { enhanceLanding } from "./landing-behaviour.ts";
import { REPORT_DRIVER_PATH, SEND_PACKAGE_PATH } from "./landing-links.ts";

/**
 * The script of the landing page as served: its HTML was rendered at build time (docs/decisions/0017), so this
 * only wires the interactions and brings the few words that depend on the visitor up to date. No framework: the
 * app's code loads on the pages that need it. The page asks for it once it has painted (src/page-start.ts,
 * docs/decisions/0021), and what the visitor pressed before is done now.
 */
enhanceLanding(document);
const root = document.getElementById("root");
if (root) takeEarlyActions(root).handOver([]);

const year = String(new Date().getFullYear());
for (const element of document.querySelectorAll("[data-this-year]")) {
  if (element.textContent !== year) element.textContent = year;
}

// A signed-in visitor reports the driver from My Bookings, or sends a package, directly, without the login first.
try {
  if (localStorage.getItem(CURRENT_USER_KEY)) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-report-driver]")) {
      link.href = REPORT_DRIVER_PATH;
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-send-package]")) {
      link.href = SEND_PACKAGE_PATH;
    }
  }
} catch {
  // Storage disabled: the link goes through the login, which returns here.
}

registerServiceWorker();
document.documentElement.dataset.live = "";
