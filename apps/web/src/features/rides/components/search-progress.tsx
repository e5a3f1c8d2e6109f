import { TIMINGS } from "@campusgo/domain/constants";
import { useEffect, useRef, useState } from "react";

/**
 * The looking-for bar: 6.67 percent every 500 ms, full after about 7.5 s, then `onFull` once. It lives in its
 * own component so its ticks re-render nothing else.
 */
export function SearchProgress({ onFull, runKey }: { onFull: () => void; runKey: number }) {
  const [percent, setPercent] = useState(0);
  const latest = useRef(onFull);
  latest.current = onFull;

  useEffect(() => {
    void runKey;
    setPercent(0);
    let value = 0;
    const timer = window.setInterval(() => {
      value = Math.min(100, value + TIMINGS.lookingForStepPercent);
      setPercent(value);
      if (value >= 100) {
        window.clearInterval(timer);
        latest.current();
      }
    }, TIMINGS.lookingForTickMs);
    return () => window.clearInterval(timer);
  }, [runKey]);

  return (
    <div
      role="progressbar"
      aria-label="Looking for a driver"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-500 ease-linear"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
