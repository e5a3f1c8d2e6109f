import { useEffect, useState } from "react";
import { type SearchWindow, searchProgress, searchTimeLeft } from "../lib/search-progress.ts";

/** The bar moves once a second, with a one-second slide between, so it reads as steady. */
const TICK_MS = 1000;

/**
 * The looking-for bar over the server's real search: from the start of this round to the server's time limit
 * (the ride's searchStartedAt and searchExpiresAt, pushed live, so a search again starts it over), full once
 * the search has ended. It lives in its own component so its ticks re-render nothing else.
 */
export function SearchProgress({ search, running }: { search: SearchWindow; running: boolean }) {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const percent = running ? searchProgress(search, now) : 100;
  return (
    <div
      role="progressbar"
      aria-label="Looking for a driver"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={running ? searchTimeLeft(search, now) : "Search ended"}
      className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-1000 ease-linear"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
