import AxeBuilder from "@axe-core/playwright";
import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";

/** Console messages a page may print without failing a test (the offline machine cannot reach outside hosts). */
const ALLOWED_CONSOLE = [
  /Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED)/,
  // The socket trying again while the device is offline.
  /WebSocket connection to .* failed: .*net::ERR_INTERNET_DISCONNECTED/,
];

/**
 * A console message a page may print without failing a test: a resource of an outside host (map tiles, the
 * geocoder) that this machine cannot reach, whether the page or its service worker asked for it (the worker's
 * failures reach the page as net::ERR_FAILED).
 */
export function unreachableOutside(message: ConsoleMessage): boolean {
  const text = message.text();
  if (ALLOWED_CONSOLE.some((re) => re.test(text))) return true;
  if (!text.startsWith("Failed to load resource: net::ERR_")) return false;
  try {
    const { hostname } = new URL(message.location().url);
    return hostname !== "localhost" && hostname !== "127.0.0.1";
  } catch {
    return false;
  }
}

export interface Fixtures {
  /**
   * Console errors, page errors and content security policy violations seen so far; the test fails if any remain
   * at its end. A violation the page's code catches (zod probing `new Function`) prints nothing by itself.
   */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !unreachableOutside(m)) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    // Each violation as a console error of its own (the page's code may catch the error and print nothing).
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(
          `content security policy: ${e.violatedDirective} refused ${e.blockedURI} (${e.sourceFile})`,
        );
      });
    });
    await use(errors);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

/** Runs axe on the page and fails on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // Toasts fade in and out: mid-animation their colours are not what the user reads, so they are left out.
  const results = await new AxeBuilder({ page }).exclude("[data-rht-toaster]").analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(bad, "serious or critical accessibility violations").toEqual([]);
}

/**
 * Waits until the app has taken over the page. A page rendered at build time can be read and typed into before
 * (what the visitor does meanwhile is handed over to the app), but a step that needs the app's own handlers,
 * such as a paste event sent by the test itself, waits for this.
 */
export async function appIsLive(page: Page): Promise<void> {
  await expect(page.locator("html[data-live]")).toBeAttached();
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
