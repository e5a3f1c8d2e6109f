import { useEffect } from "react";

/**
 * Keeps the screen on while `active` (a driver online waits for requests with the phone on the dash): the Screen
 * Wake Lock API, asked again when the page is shown again (the browser drops the lock when it is hidden), and
 * released when `active` ends. Browsers without it, or that refuse it, are left as they are.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    let asking = false;

    const acquire = async () => {
      if (stopped || asking || (lock && !lock.released) || document.visibilityState !== "visible") return;
      asking = true;
      try {
        const next = await navigator.wakeLock.request("screen");
        if (stopped) void next.release().catch(() => undefined);
        else lock = next;
      } catch {
        // Refused (battery saver, a hidden page): the screen simply follows its own settings.
      } finally {
        asking = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void acquire();
    };

    void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      if (lock && !lock.released) void lock.release().catch(() => undefined);
      lock = null;
    };
  }, [active]);
}
