import { useCallback, useState } from "react";
import { useClockUntil } from "../../../lib/use-time-left.ts";

/** A countdown to a deadline, ticking every second. `start(ms)` (re)starts it; `remainingMs` is 0 when done. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const now = useClockUntil(deadline);
  const start = useCallback((ms: number) => setDeadline(Date.now() + ms), []);
  const stop = useCallback(() => setDeadline(null), []);
  const remainingMs = deadline === null ? 0 : Math.max(0, deadline - now);
  return { remainingMs, running: remainingMs > 0, start, stop };
}
