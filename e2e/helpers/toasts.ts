import type { Page } from "@playwright/test";

/** Kept in the page: every toast's text, once, from the moment this runs. */
function recordToasts() {
  const page = window as unknown as { campusgoToastsShown?: string[] };
  if (page.campusgoToastsShown) return;
  const shown: string[] = [];
  page.campusgoToastsShown = shown;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll("[data-rht-toaster] [role='status']")) {
      const text = toast.textContent?.trim();
      if (text && !shown.includes(text)) shown.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Every toast the page shows from now on, kept once it has gone: a short toast (2 s for a success) can come and
 * go between two looks of a journey on a busy machine. Kept per document, through the app's own navigations;
 * a document loaded later keeps its own.
 */
export async function keepToasts(page: Page): Promise<{ shown: () => Promise<string[]> }> {
  await page.addInitScript(recordToasts);
  await page.evaluate(recordToasts);
  return {
    shown: () =>
      page.evaluate(
        () => (window as unknown as { campusgoToastsShown?: string[] }).campusgoToastsShown ?? [],
      ),
  };
}
