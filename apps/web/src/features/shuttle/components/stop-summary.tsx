import type { LineLive, ShuttleStopView } from "@campusgo/domain";
import { ClockIcon } from "../../../components/app-icons.tsx";
import { boardText, stopSummary } from "../lib/board-words.ts";

/**
 * The next bus at the rider's stop, in one sentence: the one polite live region of the screen (the boards of the
 * other stops, and the age of the news, are not read out as they change).
 */
export function StopSummary({ stop, live }: { stop: ShuttleStopView | null; live: LineLive | undefined }) {
  const board = stop ? live?.stops.find((b) => b.stopId === stop.id) : undefined;
  const sentence =
    stop === null
      ? "Choose your stop to see when the next bus comes."
      : board
        ? `${stopSummary(stop.name, boardText(board, live?.buses.length ?? 0))}.`
        : `${stop.name}: finding the next bus…`;
  return (
    <p
      role="status"
      className="mt-3 flex items-start gap-2 rounded-2xl bg-ink px-4 py-3 font-semibold text-white"
      data-testid="stop-summary"
    >
      <ClockIcon className="mt-0.5 size-5 shrink-0 text-keke-400" />
      <span className="min-w-0">{sentence}</span>
    </p>
  );
}
