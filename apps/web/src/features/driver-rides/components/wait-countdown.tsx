import { WaitTimer } from "../../../components/wait-timer.tsx";
import { useTimeLeft } from "../../../lib/use-time-left.ts";

/** The agreed wait at a round trip's destination, counting down; the way back starts by itself at zero. */
export function WaitCountdown({ until }: { until: string | null }) {
  const left = useTimeLeft(until);
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-keke-100 px-4 py-3">
      <div>
        <p className="text-sm font-semibold text-ink">Waiting time left</p>
        <p className="text-xs text-ink-muted">
          {left > 0
            ? "The rider may end the trip here. The way back starts by itself at 0:00."
            : "The way back starts now."}
        </p>
      </div>
      <WaitTimer leftMs={left} />
    </div>
  );
}
