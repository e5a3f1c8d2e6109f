import { formatNaira } from "@campusgo/domain";
import { useId } from "react";
import { PencilIcon } from "../../../components/app-icons.tsx";
import type { AdminLineView } from "../admin-types.ts";
import { faresText, hoursText, stopsText } from "../line-format.ts";
import { LineAlerts } from "./line-alerts.tsx";
import { LineDrivers } from "./line-drivers.tsx";

/** A shuttle line as the admin keeps it: its stops, hours and fares, its alerts in force and its drivers. */
export function LineCard({
  line,
  onEdit,
  onPostAlert,
  onAssignDriver,
}: {
  line: AdminLineView;
  onEdit: () => void;
  onPostAlert: () => void;
  onAssignDriver: () => void;
}) {
  const id = useId();
  const fares = faresText(line);
  return (
    <li aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span
            className="size-5 shrink-0 rounded-full ring-1 ring-ink/15"
            style={{ backgroundColor: line.colour }}
            title={`Colour ${line.colour}`}
            aria-hidden="true"
          />
          <h2 id={`${id}-title`} className="min-w-0 font-display text-lg font-bold break-words text-ink">
            {line.name}
          </h2>
          <span className="shrink-0 rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-line">
            {line.loop ? "Loop" : "Out and back"}
          </span>
        </div>
        <button type="button" className="btn-outline min-h-10 px-4 py-1.5 text-sm" onClick={onEdit}>
          <PencilIcon className="size-4" />
          Edit<span className="sr-only"> {line.name}</span>
        </button>
      </div>

      <p className="mt-3 text-sm break-words text-ink" data-testid="line-stops">
        <span className="sr-only">Stops: </span>
        {stopsText(line)}
      </p>

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Hours</dt>
        <dd>{hoursText(line)}</dd>
        <dt className="text-ink-muted">Flat fare</dt>
        <dd>{formatNaira(line.flatFareKobo)}</dd>
        <dt className="text-ink-muted">Fares between stops</dt>
        <dd>
          {fares.length === 0 ? (
            "None: the flat fare everywhere"
          ) : (
            <ul>
              {fares.map((fare) => (
                <li key={fare} className="break-words">
                  {fare}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>

      <div className="mt-4 grid gap-4 border-t border-line pt-4 md:grid-cols-2">
        <section aria-labelledby={`${id}-alerts`} className="space-y-2">
          <h3 id={`${id}-alerts`} className="text-sm font-bold text-ink">
            Alerts in force
          </h3>
          <LineAlerts alerts={line.alerts} onPost={onPostAlert} />
        </section>
        <section aria-labelledby={`${id}-drivers`} className="space-y-2">
          <h3 id={`${id}-drivers`} className="text-sm font-bold text-ink">
            Drivers
          </h3>
          <LineDrivers line={line} onAssign={onAssignDriver} />
        </section>
      </div>
    </li>
  );
}
