import { useEffect } from "react";

/** How long each of the two titles stays in the tab. */
const ALTERNATE_MS = 1000;

export const waitingTitle = (count: number) => `(${count}) New request${count === 1 ? "" : "s"} · CampusGo`;

/**
 * While requests wait unseen in a background tab, its title alternates between "(1) New request · CampusGo"
 * and the page's own; the page's own comes back when the driver looks.
 */
export function useRequestTitle(waiting: number, visible: boolean): void {
  const on = waiting > 0 && !visible;
  useEffect(() => {
    if (!on) return;
    const own = document.title;
    let alert = true;
    document.title = waitingTitle(waiting);
    const timer = window.setInterval(() => {
      alert = !alert;
      document.title = alert ? waitingTitle(waiting) : own;
    }, ALTERNATE_MS);
    return () => {
      window.clearInterval(timer);
      document.title = own;
    };
  }, [on, waiting]);
}
