import type { ShuttleLineView } from "@campusgo/domain";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { BusIcon } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useStartRun } from "../api/start-run.ts";
import { routeWords, stopWords } from "../lib/run-words.ts";
import { LineDot } from "./line-dot.tsx";

/**
 * The lines the driver is assigned to, each with "Start run" (only while Online: a run's bus is seen by riders
 * through the positions the phone sends). A refusal shows the server's words in the card.
 */
export function ShuttleLinesCard({ lines, online }: { lines: readonly ShuttleLineView[]; online: boolean }) {
  const id = useId();
  const start = useStartRun();
  const [refusal, setRefusal] = useState<string | null>(null);

  const startRun = (lineId: string) => {
    setRefusal(null);
    start.mutate(lineId, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6"
      data-testid="shuttle-lines"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <BusIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-display text-xl font-bold text-ink">
            Shuttle lines
          </h3>
          <p className="text-sm text-ink-muted">Lines you drive. Start a run when your bus sets off.</p>
        </div>
      </div>

      {online ? null : (
        <p
          id={`${id}-offline`}
          className="mt-3 rounded-xl bg-keke-100 px-3 py-2 text-sm font-semibold text-ink"
        >
          Go online to start a run
        </p>
      )}
      {refusal ? (
        <p className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-danger" role="alert">
          {refusal}
        </p>
      ) : null}

      <ul className="mt-3 divide-y divide-line" aria-label="Your shuttle lines">
        {lines.map((line) => {
          const starting = start.isPending && start.variables === line.id;
          const stopNames = line.stops.map((s) => s.name);
          return (
            <li
              key={line.id}
              className="flex flex-col gap-3 py-3 first:pt-1 last:pb-0 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <LineDot colour={line.colour} className="mt-1.5" />
                <div className="min-w-0">
                  <h4 className="font-display text-lg leading-6 font-bold break-words text-ink">
                    {line.name}
                  </h4>
                  <p className="text-sm break-words text-ink-muted" title={stopNames.join(" → ")}>
                    <span className="sr-only">Stops: </span>
                    {routeWords(stopNames)}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {stopWords(line.stops.length)}
                    {line.loop ? " · loop" : ""} · every {line.headwayMin} min
                  </p>
                  {line.alerts.map((alert) => (
                    <p
                      key={alert.id}
                      className={`mt-1 text-sm ${alert.kind === "no_service" ? "font-semibold text-danger" : "text-ink"}`}
                    >
                      {alert.kind === "no_service" ? "No service: " : "Detour: "}
                      {alert.message}
                    </p>
                  ))}
                </div>
              </div>
              <button
                type="button"
                className="btn-primary w-full shrink-0 sm:w-auto"
                disabled={!online || start.isPending}
                aria-describedby={online ? undefined : `${id}-offline`}
                onClick={() => startRun(line.id)}
              >
                {starting ? <Spinner className="size-4" /> : null}
                Start run<span className="sr-only"> of {line.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
