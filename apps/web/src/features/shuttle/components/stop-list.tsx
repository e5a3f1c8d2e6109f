import { formatDistance, type LineLive, type ShuttleLineView } from "@campusgo/domain";
import { type BoardText, type BoardTone, boardText } from "../lib/board-words.ts";

const MAIN_TONE: Record<BoardTone, string> = {
  live: "text-brand-700",
  warning: "text-amber-800",
  scheduled: "text-ink",
  none: "text-ink-muted",
};

/** Why the rider's stop is the one highlighted. */
export type StopMark =
  | { stopId: string; why: "picked" }
  | { stopId: string; why: "nearest"; metres: number }
  | { stopId: string; why: "landmark"; name: string; metres: number };

function markText(mark: StopMark): string {
  if (mark.why === "picked") return "Your stop";
  if (mark.why === "landmark") return `Nearest to ${mark.name} · ${formatDistance(mark.metres)}`;
  return `Nearest to you · ${formatDistance(mark.metres)}`;
}

interface StopListProps {
  line: ShuttleLineView;
  /** The line now; undefined until it has come once. */
  live: LineLive | undefined;
  mark: StopMark | null;
}

/** The line's stops in order, each with its board: the buses coming, or the timetable. */
export function StopList({ line, live, mark }: StopListProps) {
  const last = line.stops.length - 1;
  const first = line.stops[0];
  return (
    <>
      <ol
        aria-label={`Stops of ${line.name}`}
        className="rounded-3xl border border-line bg-white px-3 shadow-sm"
      >
        {line.stops.map((stop, index) => {
          const board = live?.stops.find((b) => b.stopId === stop.id);
          const text = board ? boardText(board, live?.buses.length ?? 0) : null;
          const marked = mark?.stopId === stop.id ? mark : null;
          return (
            <li
              key={stop.id}
              aria-current={marked ? "location" : undefined}
              className={`relative flex items-start gap-3 border-line py-3 pr-1 pl-9 not-last:border-b ${
                marked ? "-mx-3 rounded-2xl bg-brand-50 pr-4 pl-12" : ""
              }`}
              data-testid="stop-row"
            >
              {/* The line through its stops. */}
              <span
                aria-hidden="true"
                className={`absolute w-1 ${marked ? "left-[1.8125rem]" : "left-[1.0625rem]"} ${
                  index === 0 ? "top-6" : "top-0"
                } ${index === last ? "h-6" : "bottom-0"}`}
                style={{ backgroundColor: line.colour }}
              />
              <span
                aria-hidden="true"
                className={`absolute top-4 rounded-full border-[3px] ${
                  marked ? "left-[1.3125rem] size-5" : "left-[0.6875rem] size-4 bg-white"
                }`}
                style={{ borderColor: line.colour, ...(marked ? { backgroundColor: line.colour } : {}) }}
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">{stop.name}</p>
                {marked ? (
                  <p className="mt-0.5 text-xs font-bold text-brand-800">{markText(marked)}</p>
                ) : null}
              </div>
              <Board text={text} />
            </li>
          );
        })}
      </ol>
      {line.loop && first && line.stops.length > 2 ? (
        <p className="mt-2 px-1 text-sm text-ink-muted">
          A loop: after {line.stops[last]?.name}, buses go back to {first.name} and round again.
        </p>
      ) : null}
    </>
  );
}

function Board({ text }: { text: BoardText | null }) {
  if (!text) {
    return <span aria-hidden="true" className="mt-1 h-4 w-16 shrink-0 animate-pulse rounded bg-line" />;
  }
  return (
    <div className="shrink-0 text-right" data-testid="stop-board">
      <p className={`font-bold whitespace-nowrap ${MAIN_TONE[text.tone]}`}>{text.main}</p>
      {text.seats ? (
        <p className={`text-xs font-semibold ${text.seats === "Full" ? "text-danger" : "text-ink"}`}>
          {text.seats}
        </p>
      ) : null}
      {text.later ? <p className="text-xs text-ink-muted">{text.later}</p> : null}
      {text.age ? <p className="text-xs text-ink-muted">{text.age}</p> : null}
    </div>
  );
}
