import { useEffect } from "react";

/** While `locked`, the page behind an overlay cannot scroll; the previous overflow comes back afterwards. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
