import { WaitTimer } from "../../../components/wait-timer.tsx";
import { useTimeLeft } from "../../../lib/use-time-left.ts";

/** The words beside the countdown: while time is left, and once it is over. */
export interface WaitWords {
  title: string;
  running: string;
  over: string;
}

const ROUND_TRIP_WAIT: WaitWords = {
  title: "Waiting time left",
  running: "The rider may end the trip here. The way back starts by itself at 0:00.",
  over: "The way back starts now.",
};

/**
 * A wait counting down to `until`: by default the agreed wait at a round trip's destination (the way back
 * starts by itself at zero); `words` say what another wait means, such as a recipient's free wait.
 */
export function WaitCountdown({
  until,
  words = ROUND_TRIP_WAIT,
}: {
  until: string | null;
  words?: WaitWords;
}) {
  const left = useTimeLeft(until);
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-keke-100 px-4 py-3">
      <div>
        <p className="text-sm font-semibold text-ink">{words.title}</p>
        <p className="text-xs text-ink-muted">{left > 0 ? words.running : words.over}</p>
      </div>
      <WaitTimer leftMs={left} />
    </div>
  );
}
