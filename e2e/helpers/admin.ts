import type { Browser, TestInfo } from "@playwright/test";
import { expect, unreachableOutside } from "../fixtures.ts";

/**
 * The admin's desk: a window of its own, desktop-sized unless `viewport` says otherwise (a phone's is taken as
 * one, with touch), its console errors checked by `close()`.
 */
export async function adminWindow(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number } = { width: 1366, height: 900 },
) {
  const phone = viewport.width < 768;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !unreachableOutside(m)) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, "console errors in the admin's window").toEqual([]);
    },
  };
}
