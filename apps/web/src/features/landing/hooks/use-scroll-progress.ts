import { type RefObject, useEffect } from "react";

/**
 * Writes `--scroll-progress` (0 at the top of the page, 1 once the element's height has scrolled by) on the
 * element, so CSS can fade and shift it while the page scrolls. One passive listener, at most one update per
 * frame; nothing at all when the user prefers reduced motion.
 */
export function useScrollProgress(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const progress = Math.min(1, Math.max(0, window.scrollY / Math.max(1, element.offsetHeight)));
      element.style.setProperty("--scroll-progress", progress.toFixed(3));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.cancelAnimationFrame(frame);
      element.style.removeProperty("--scroll-progress");
    };
  }, [ref]);
}
