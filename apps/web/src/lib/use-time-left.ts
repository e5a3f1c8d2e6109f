import { useEffect, useState } from "react";
import { msUntil } from "./time-left.ts";

/**
 * The current time (epoch ms), ticking every second until `deadline` (epoch ms) is reached; still while it is
 * null. The clock is read at each tick, so a throttled background tab shows the right value when it comes back.
 */
export function useClockUntil(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null || !Number.isFinite(deadline)) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return now;
}

/** Milliseconds left until an ISO time, ticking every second until it is reached. */
export function useTimeLeft(until: string | null): number {
  const now = useClockUntil(until ? Date.parse(until) : null);
  return msUntil(until, now);
}
