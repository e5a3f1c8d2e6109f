import { useEffect, useState } from "react";
import { msUntil } from "./time-left.ts";

/**
 * Milliseconds left until an ISO time, ticking every second until it is reached. The clock is read at each
 * tick, so a throttled background tab still shows the right value when it comes back.
 */
export function useTimeLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const deadline = until ? Date.parse(until) : Number.NaN;
    if (!Number.isFinite(deadline)) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return msUntil(until, now);
}
