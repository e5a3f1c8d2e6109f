import { TIMINGS } from "@campusgo/domain/constants";
import { useEffect, useState } from "react";

/**
 * The looking-for bar: 6.67 percent every 500 ms, full after about 7.5 s. While the server is still searching
 * (`running`) a full bar starts over, so it never suggests the search is done; once the search has ended it
 * stays full. It lives in its own component so its ticks re-render nothing else.
 */
export function SearchProgress({ running }: { running: boolean }) {
  const [percent, setPercent] = useState(running ? 0 : 100);

  useEffect(() => {
    if (!running) {
      setPercent(100);
      return;
    }
    setPercent(0);
    let value = 0;
    const timer = window.setInterval(() => {
      value = value >= 100 ? 0 : Math.min(100, value + TIMINGS.lookingForStepPercent);
      setPercent(value);
    }, TIMINGS.lookingForTickMs);
    return () => window.clearInterval(timer);
  }, [running]);

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
        className={`h-full rounded-full bg-brand-600 ease-linear ${percent === 0 ? "" : "transition-[width] duration-500"}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
