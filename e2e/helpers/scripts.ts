import type { Page } from "@playwright/test";

/**
 * Holds every script file of the build until `letThrough` is called; `held` lists those asked for. A page that
 * paints from its HTML can then be read, typed into and pressed with only its inline script running. Scripts a
 * service worker answers pass by the hold: use it with service workers blocked or on a first visit.
 */
export async function holdScripts(page: Page): Promise<{ held: string[]; letThrough: () => Promise<void> }> {
  let release = () => {};
  const arrives = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held.push(route.request().url());
    await arrives;
    await route.continue();
  });
  return {
    held,
    letThrough: async () => {
      release();
      await page.unrouteAll({ behavior: "wait" });
    },
  };
}
