import { useEffect, useRef } from "react";

/**
 * Loads the code of the flow's next screen while the rider reads this one, so the next tap opens it at once on a
 * slow network. Waits for an idle moment; a failure is ignored (the route loads it again when needed).
 */
export function usePrefetch(load: () => Promise<unknown>): void {
  const loader = useRef(load);
  useEffect(() => {
    const run = () => void loader.current().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }, []);
}
