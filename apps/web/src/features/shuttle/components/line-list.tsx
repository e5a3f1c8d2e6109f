import { formatNaira, type ShuttleLineView } from "@campusgo/domain";
import { CheckIcon } from "../../../components/app-icons.tsx";
import { hoursText } from "../lib/line-words.ts";
import { LineAlerts } from "./line-alerts.tsx";

interface LineListProps {
  lines: readonly ShuttleLineView[];
  shownId: string | undefined;
  onShow: (lineId: string) => void;
}

/** Every line with its colour, hours, fare and alerts in force; choosing one shows it on the map. */
export function LineList({ lines, shownId, onShow }: LineListProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Shuttle lines">
      {lines.map((line) => {
        const shown = line.id === shownId;
        return (
          <li
            key={line.id}
            className={`rounded-3xl border bg-white p-2 shadow-sm transition ${
              shown ? "border-brand-600 ring-2 ring-brand-600/25" : "border-line"
            }`}
          >
            <button
              type="button"
              aria-pressed={shown}
              onClick={() => onShow(line.id)}
              className="flex w-full items-start gap-3 rounded-2xl p-2 text-left transition hover:bg-surface"
            >
              <span
                aria-hidden="true"
                className="mt-1 h-4 w-4 shrink-0 rounded-full shadow-[0_0_0_2px_white,0_0_0_3px_rgba(15,31,26,0.15)]"
                style={{ backgroundColor: line.colour }}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-display text-lg leading-6 font-bold break-words text-ink">
                  {line.name}
                </span>
                <span className="mt-0.5 block text-sm text-ink-muted">{hoursText(line)}</span>
                <span className="mt-0.5 block text-sm text-ink">
                  <span className="font-semibold">{formatNaira(line.flatFareKobo)}</span>
                  {line.fares.length > 0 ? " a ride, some stops differ" : " a ride"}
                </span>
              </span>
              {shown ? (
                <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-xs font-bold text-brand-800">
                  <CheckIcon className="size-3.5" />
                  Shown
                </span>
              ) : (
                <span className="shrink-0 rounded-full px-2 py-1 text-xs font-bold text-brand-700">Show</span>
              )}
            </button>
            <div className="px-2 pb-1 empty:hidden">
              <LineAlerts lineName={line.name} alerts={line.alerts} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
