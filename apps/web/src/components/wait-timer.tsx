import { formatCountdown } from "../lib/format-countdown.ts";

/** The big m:ss of a round trip's wait, as both the rider and the driver see it. */
export function WaitTimer({ leftMs }: { leftMs: number }) {
  return (
    <p
      className="font-display text-3xl font-bold text-ink tabular-nums"
      role="timer"
      data-testid="wait-countdown"
    >
      {formatCountdown(leftMs)}
    </p>
  );
}
