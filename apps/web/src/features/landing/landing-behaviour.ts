import { installOffered, promptInstall } from "../../lib/install-offer.ts";
import { APP_COMING_SOON, MOBILE_MENU_ID } from "./landing-links.ts";

/**
 * The landing page's interactions, on its markup as rendered (by React in the app, or as HTML at build time):
 * the small-screen drawer, the FAQ answers, the Features link, Download the App and the hero's fade on scroll.
 * Plain DOM code, so the prerendered landing page needs no framework (docs/decisions/0017). The markup marks
 * its parts with data attributes; state lives in `data-open` and `aria-expanded`, which the CSS styles.
 * Returns a function that removes every listener.
 */
export function enhanceLanding(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const stops: (() => void)[] = [];
  const listen = <K extends keyof DocumentEventMap>(
    target: Document | Window | MediaQueryList,
    type: K | "change" | "scroll",
    handler: (event: never) => void,
    options?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, handler as EventListener, options);
    stops.push(() => target.removeEventListener(type, handler as EventListener, options));
  };

  // The drawer: opens from the Menu button; the backdrop, Close, Escape, its links and a wide window close it.
  const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const menu = () => doc.querySelector<HTMLElement>("[data-menu]");
  const panel = () => doc.getElementById(MOBILE_MENU_ID);
  let opener: HTMLElement | null = null;
  let overflow = "";
  let menuStops: (() => void)[] = [];
  const isOpen = () => menu()?.hasAttribute("data-open") ?? false;

  const setButtons = (open: boolean) => {
    for (const button of doc.querySelectorAll("[data-menu-button]")) {
      button.setAttribute("aria-expanded", String(open));
    }
  };

  const openMenu = () => {
    const root = menu();
    const dialog = panel();
    if (!root || !dialog || isOpen()) return;
    opener = doc.activeElement instanceof win.HTMLElement ? doc.activeElement : null;
    root.setAttribute("data-open", "");
    setButtons(true);
    overflow = doc.body.style.overflow;
    doc.body.style.overflow = "hidden";
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        closeMenu();
        return;
      }
      if (event.key !== "Tab") return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && doc.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && doc.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const wide = win.matchMedia("(min-width: 64rem)");
    const onWide = () => wide.matches && closeMenu();
    doc.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    menuStops = [
      () => doc.removeEventListener("keydown", onKeyDown),
      () => wide.removeEventListener("change", onWide),
    ];
  };

  const closeMenu = (giveFocusBack = true) => {
    if (!isOpen()) return;
    menu()?.removeAttribute("data-open");
    setButtons(false);
    doc.body.style.overflow = overflow;
    for (const stop of menuStops) stop();
    menuStops = [];
    if (giveFocusBack && opener?.isConnected) opener.focus({ preventScroll: true });
    opener = null;
  };

  const scrollToSection = (id: string) => {
    const smooth = !win.matchMedia("(prefers-reduced-motion: reduce)").matches;
    win.requestAnimationFrame(() =>
      doc.getElementById(id)?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" }),
    );
  };

  const toggleAnswer = (button: Element) => {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    button.closest("[data-faq-item]")?.toggleAttribute("data-open", open);
  };

  listen(doc, "click", (event: MouseEvent) => {
    const target = event.target instanceof win.Element ? event.target : null;
    if (!target) return;
    const answer = target.closest("[data-faq-toggle]");
    if (answer) return toggleAnswer(answer);
    if (target.closest("[data-menu-button]")) return openMenu();
    if (target.closest("[data-menu-close]")) return closeMenu();
    const section = target.closest<HTMLAnchorElement>("a[data-scroll-to]");
    if (section) {
      event.preventDefault();
      closeMenu();
      return scrollToSection(section.dataset.scrollTo ?? "");
    }
    if (target.closest("[data-download-app]")) {
      closeMenu();
      if (installOffered()) void promptInstall();
      else win.alert(APP_COMING_SOON);
      return;
    }
    if (target.closest(`#${MOBILE_MENU_ID} a`)) closeMenu(false);
  });

  // The hero fades and shifts while the page scrolls: `--scroll-progress` goes from 0 at the top to 1 once the
  // hero's height has scrolled by. One passive listener, one update per frame, none for reduced motion.
  const hero = doc.querySelector<HTMLElement>("[data-scroll-progress]");
  if (hero && !win.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    let frame = 0;
    const update = () => {
      frame = 0;
      const progress = Math.min(1, Math.max(0, win.scrollY / Math.max(1, hero.offsetHeight)));
      hero.style.setProperty("--scroll-progress", progress.toFixed(3));
    };
    update();
    listen(
      win,
      "scroll",
      () => {
        if (frame === 0) frame = win.requestAnimationFrame(update);
      },
      { passive: true },
    );
    stops.push(() => {
      win.cancelAnimationFrame(frame);
      hero.style.removeProperty("--scroll-progress");
    });
  }

  return () => {
    closeMenu(false);
    for (const stop of stops) stop();
  };
}
