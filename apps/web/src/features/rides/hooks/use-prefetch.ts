import { useEffect, useRef } from "react";

/**
 * Loads the code of the flow's next screen while the rider reads this one, so the next tap opens it at once on a
 * slow network. Waits for the page's load and then an idle moment; a failure is ignored (the route loads it
 * again when needed).
 */
export function usePrefetch(load: () => Promise<unknown>): void {
  const loader = useRef(load);
  useEffect(() => {
    let cancel = () => {};
    const run = () => void loader.current().catch(() => undefined);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(run, { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const timer = setTimeout(run, 1000);
        cancel = () => clearTimeout(timer);
      }
    };
    // Not before the page has loaded: on the first visit the next screen's code would share the line with this
    // one's (and the map's tiles).
    if (document.readyState === "complete") whenIdle();
    else {
      window.addEventListener("load", whenIdle, { once: true });
      cancel = () => window.removeEventListener("load", whenIdle);
    }
    return () => cancel();
  }, []);
}
