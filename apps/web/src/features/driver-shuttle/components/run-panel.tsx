import { BUS_STATE_WORDS, formatTime, type ManifestSeat, type RunView } from "@campusgo/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { AlertCircleIcon, CameraIcon } from "../../../components/app-icons.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDriverPosition } from "../../driver-rides/index.ts";
import { SosButton } from "../../safety/index.ts";
import { useEndRun } from "../api/end-run.ts";
import { useRunLineLive } from "../api/get-line-live.ts";
import { useManifest } from "../api/get-manifest.ts";
import { useRunLine } from "../api/get-run-line.ts";
import { driverShuttleKeys } from "../api/keys.ts";
import {
  alightingAt,
  boardingAt,
  seatsFreeLeaving,
  stopAfter,
  stopAt,
  stopsAhead,
} from "../lib/run-stops.ts";
import { arrivalWords, seatWords, stopWords } from "../lib/run-words.ts";
import { BoardRider } from "./board-rider.tsx";
import { EndRunDialog } from "./end-run-dialog.tsx";
import { LineDot } from "./line-dot.tsx";
import { ScanBoardingDialog } from "./scan-boarding-dialog.tsx";

/** Stops always listed from where the bus is; further ones show when riders board or get off there. */
const STOPS_SHOWN = 4;

/**
 * The driver's run under way: the line, the seats free on the stretch ahead, and the stops coming (from the one the
 * bus stands at, else the one it reaches next), each with who boards there (Board, with the rider's code) and who
 * gets off. While riders are to board, "Scan boarding code" reads the QR code on a rider's phone with the camera.
 * The manifest and the line's live board are read every 5 s. Offline, riders cannot see the bus: the panel says
 * so, and the run goes on. SOS, as on a ride; "End run" asks first.
 */
export function RunPanel({ run, online }: { run: RunView; online: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { line, pending: linePending } = useRunLine(run.lineId);
  const manifest = useManifest(run.id);
  const live = useRunLineLive(run.lineId);
  const own = useDriverPosition();
  const end = useEndRun();
  const [ending, setEnding] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [scanning, setScanning] = useState(false);
  const section = useRef<HTMLElement>(null);

  const seats = manifest.data ?? [];
  const bus = live.data?.buses.find((b) => b.runId === run.id) ?? null;
  const stops = line?.stops ?? [];
  const loop = line?.loop ?? false;
  const stopIds = stops.map((s) => s.id);
  const here = stopAt(stops, own ?? bus);
  const ahead = stopsAhead(stops, {
    atStopId: here?.id ?? null,
    nextStopId: bus?.nextStopId ?? null,
    loop,
  });
  const first = ahead[0];
  const firstIndex = first ? stopIds.indexOf(first.id) : -1;
  const following = stopAfter(stops, firstIndex, loop);
  const free = following ? seatsFreeLeaving(run.seats, seats, stopIds, firstIndex) : null;
  const onBoard = seats.filter((s) => s.status === "boarded").length;
  const waiting = seats.filter((s) => s.status === "reserved").length;
  const hasRiders = (stopId: string) =>
    boardingAt(seats, stopId).length > 0 || alightingAt(seats, stopId).length > 0;
  const shown = showAll ? ahead : ahead.filter((s, i) => i < STOPS_SHOWN || hasRiders(s.id));
  const hidden = ahead.length - shown.length;

  // Back from the scanner to typing: the first rider's Board, once the dialog has handed focus back.
  const typeCodeInstead = () => {
    setScanning(false);
    setTimeout(() => {
      const boardButton = section.current?.querySelector<HTMLButtonElement>(
        '[aria-label^="Boarding at"] button',
      );
      boardButton?.scrollIntoView({ block: "center" });
      boardButton?.focus({ preventScroll: true });
    }, 0);
  };

  const endRun = () => {
    setEndError(null);
    end.mutate(run.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setEnding(false);
      },
      onError: (error) => {
        setEndError(errorMessage(error));
        void queryClient.invalidateQueries({ queryKey: driverShuttleKeys.currentRun });
      },
    });
  };

  return (
    <section
      ref={section}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border-2 bg-white p-4 shadow-md sm:p-6"
      style={{ borderColor: run.colour }}
      data-testid="shuttle-run"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <LineDot colour={run.colour} />
            Shuttle run
          </p>
          <h3 id={`${id}-title`} className="mt-1 font-display text-xl font-bold break-words text-ink">
            {run.lineName}
          </h3>
          <p className="text-sm text-ink-muted">
            {run.startedAt ? `Started ${formatTime(run.startedAt)} · ` : ""}
            {seatWords(run.seats)}
          </p>
        </div>
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-500" />
          Running
        </span>
      </div>

      {online ? null : (
        <div
          className="mt-3 flex items-start gap-2 rounded-2xl border border-danger/30 bg-red-50 px-4 py-3"
          role="alert"
        >
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <p className="text-sm text-ink">
            <span className="block font-semibold text-danger">
              You are offline: riders on this bus can't see it
            </span>
            Switch to Online to share your bus's position again. The run goes on.
          </p>
        </div>
      )}
      {online && bus && bus.state !== "live" ? (
        <p className="mt-3 rounded-xl bg-keke-100 px-3 py-2 text-sm text-ink" role="status">
          <span className="font-semibold">{BUS_STATE_WORDS[bus.state]}</span>: riders see your bus this way.
        </p>
      ) : null}
      {online && !bus && live.isSuccess ? (
        <p className="mt-3 text-sm text-ink-muted" role="status">
          Waiting for your position: riders see your bus once it reports.
        </p>
      ) : null}

      <dl className="mt-3 grid grid-cols-2 gap-2">
        <div className="rounded-2xl bg-surface px-3 py-2">
          <dt className="text-xs break-words text-ink-muted">
            {following ? `Seats free to ${following.name}` : "Seats free"}
          </dt>
          <dd className="font-display text-2xl font-bold text-ink" data-testid="seats-free">
            {free === null ? "–" : free}
            <span className="text-sm font-semibold text-ink-muted"> of {run.seats}</span>
          </dd>
        </div>
        <div className="rounded-2xl bg-surface px-3 py-2">
          <dt className="text-xs text-ink-muted">On board</dt>
          <dd className="font-display text-2xl font-bold text-ink">
            {onBoard}
            {waiting > 0 ? (
              <span className="text-sm font-semibold text-ink-muted"> · {waiting} to board</span>
            ) : null}
          </dd>
        </div>
      </dl>

      {waiting > 0 ? (
        <>
          <button type="button" className="btn-primary mt-3 w-full" onClick={() => setScanning(true)}>
            <CameraIcon className="size-5" />
            Scan boarding code
          </button>
          <ScanBoardingDialog
            open={scanning}
            runId={run.id}
            seats={seats}
            onClose={() => setScanning(false)}
            onTypeInstead={typeCodeInstead}
          />
        </>
      ) : null}

      <h4 id={`${id}-stops`} className="mt-4 font-display font-bold text-ink">
        Next stops
      </h4>
      {linePending ? (
        <p className="mt-1 text-sm text-ink-muted">Loading the stops…</p>
      ) : ahead.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">The line's stops cannot be read now.</p>
      ) : (
        <ol className="mt-2 space-y-2" aria-labelledby={`${id}-stops`}>
          {shown.map((stop, i) => (
            <StopItem
              key={stop.id}
              runId={run.id}
              name={stop.name}
              tag={stop.id === here?.id ? "You are here" : i === 0 ? "Next stop" : null}
              eta={stop.id === here?.id ? null : arrivalWords(live.data, run.id, stop.id)}
              boards={boardingAt(seats, stop.id)}
              alights={alightingAt(seats, stop.id)}
            />
          ))}
        </ol>
      )}
      {hidden > 0 || showAll ? (
        <button
          type="button"
          className="mt-2 min-h-10 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? "Show fewer stops" : `Show all ${stopWords(ahead.length)}`}
        </button>
      ) : null}
      {manifest.isError ? (
        <p className="mt-2 text-sm text-danger" role="status">
          The riders cannot be read now: {errorMessage(manifest.error)}
        </p>
      ) : null}

      <SosButton kind="shuttle_run" tripId={run.id} className="mt-4" />
      <button
        type="button"
        className="btn-outline mt-3 w-full border-danger/40 text-danger hover:bg-red-50"
        onClick={() => {
          setEndError(null);
          setEnding(true);
        }}
      >
        End run
      </button>
      <EndRunDialog
        open={ending}
        lineName={run.lineName}
        waiting={waiting}
        pending={end.isPending}
        error={endError}
        onConfirm={endRun}
        onCancel={() => setEnding(false)}
      />
    </section>
  );
}

/** One stop ahead: its name, when the bus gets there, who boards and who gets off. */
function StopItem({
  runId,
  name,
  tag,
  eta,
  boards,
  alights,
}: {
  runId: string;
  name: string;
  tag: string | null;
  eta: string | null;
  boards: ManifestSeat[];
  alights: ManifestSeat[];
}) {
  const id = useId();
  const quiet = boards.length === 0 && alights.length === 0;
  return (
    <li
      aria-labelledby={`${id}-name`}
      className={`rounded-2xl border p-3 ${tag === "You are here" ? "border-brand-600 bg-brand-50/40" : "border-line"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={`${id}-name`} className="min-w-0 font-semibold break-words text-ink">
          {name}
        </p>
        {tag || eta ? (
          <p className="shrink-0 text-sm">
            {tag ? <span className="font-semibold text-brand-700">{tag}</span> : null}
            {tag && eta ? <span className="text-ink-muted"> · </span> : null}
            {eta ? <span className="text-ink-muted">{eta}</span> : null}
          </p>
        ) : null}
      </div>
      {quiet ? <p className="mt-0.5 text-sm text-ink-muted">Nobody boards or gets off</p> : null}
      {boards.length > 0 ? (
        <div className="mt-2">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Boards here</p>
          <ul className="mt-1 space-y-2" aria-label={`Boarding at ${name}`}>
            {boards.map((seat) => (
              <BoardRider key={seat.id} runId={runId} seat={seat} />
            ))}
          </ul>
        </div>
      ) : null}
      {alights.length > 0 ? (
        <div className="mt-2">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Gets off here</p>
          <ul className="mt-1 text-sm text-ink" aria-label={`Getting off at ${name}`}>
            {alights.map((seat) => (
              <li key={seat.id}>
                {seat.riderFirstName}
                <span className="text-ink-muted">
                  {seat.status === "boarded" ? ` from ${seat.from.name}` : " · not boarded yet"}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
