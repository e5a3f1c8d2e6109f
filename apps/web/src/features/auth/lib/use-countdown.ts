import { useCallback, useEffect, useState } from "react";

/**
 * A countdown to a deadline, ticking every second. `start(ms)` (re)starts it; `remainingMs` is 0 when done.
 * Time is read from the clock at each tick, so a throttled background tab still shows the right value.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((ms: number) => setDeadline(Date.now() + ms), []);
  const stop = useCallback(() => setDeadline(null), []);
  const remainingMs = deadline === null ? 0 : Math.max(0, deadline - now);
  return { remainingMs, running: remainingMs > 0, start, stop };
}
