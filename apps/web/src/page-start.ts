import type { EarlyActions, LeftField } from "./lib/early-actions.ts";

/**
 * The inline script at the end of every page the build writes for the app to take over: the public pages
 * rendered to HTML and the routes that draw a first view (prerender-plugin.ts puts it in, minified; the
 * server's CSP allows it by its hash). It runs before any file of the app is asked for, so it imports nothing.
 *
 * - A page that paints from its HTML asks for the app's first files (named by the build in
 *   `<meta name="campusgo:boot">`: src/boot.ts, then what it imports) only once its words are on screen: until
 *   then the phone's connection carries nothing but the page's HTML, styles, font and pictures. A page that
 *   draws nothing from its HTML (a first view that does not show to this visitor) asks for them at once.
 * - Until the app runs, a pressed button or a sent form is held (a form sent by the browser itself would put a
 *   password in the address) and what is typed is noted; src/lib/early-actions.ts hands them to the app. The
 *   browser's offer to install the app is kept too (src/lib/install-offer.ts takes it).
 */
(() => {
  const root = document.getElementById("root");
  if (!root) return;

  const held: EarlyActions["held"] = [];
  const typed: EarlyActions["typed"] = new Map();
  const onInput = (event: Event) => {
    const field = event.target;
    const isField =
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement;
    // Events a script sends count too: an autofill or a password manager fills a field that way.
    if (!isField || !root.contains(field)) return;
    const left: LeftField = {
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    };
    // Kept in the order the visitor left the fields: ticking one radio unticks another of its group without an
    // event, so the one ticked last must be put back last.
    typed.delete(field);
    typed.set(field, left);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    // A submit button sends its form: the submit event below holds that.
    if (!button || !root.contains(button) || button.type === "submit") return;
    event.preventDefault();
    held.push(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    held.push(event.target);
  };
  const early: EarlyActions = {
    held,
    typed,
    stop() {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("change", onInput, true);
      removeEventListener("beforeinstallprompt", onInstallOffer);
    },
  };
  const onInstallOffer = (event: Event) => {
    event.preventDefault();
    early.installOffer = event;
  };
  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
  addEventListener("beforeinstallprompt", onInstallOffer);
  window.campusgoEarly = early;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const files = document.querySelector<HTMLMetaElement>('meta[name="campusgo:boot"]')?.content.split(" ");
    for (const [index, file] of (files ?? []).filter(Boolean).entries()) {
      if (index === 0) {
        const script = document.createElement("script");
        script.type = "module";
        script.src = file;
        document.head.append(script);
      } else {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = file;
        document.head.append(link);
      }
    }
  };

  const firstView = document.getElementById("first-view");
  const paints =
    root.hasChildNodes() || (firstView !== null && getComputedStyle(firstView).display !== "none");
  if (!paints) {
    start();
    return;
  }
  /** A page hidden behind another tab does not paint: it starts anyway, this long after its load event. */
  const HIDDEN_PAGE_START_MS = 3000;
  const afterLoad = (then: () => void) => {
    if (document.readyState === "complete") then();
    else addEventListener("load", then, { once: true });
  };
  // When the browser reports the first contentful paint, which comes after the frame is shown; where it cannot
  // tell, the frame after the load event.
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    afterLoad(() => requestAnimationFrame(() => setTimeout(start, 0)));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: "paint", buffered: true });
  afterLoad(() => setTimeout(start, HIDDEN_PAGE_START_MS));
})();
