import type { ShuttleLineView } from "@campusgo/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { BusIcon } from "../../../components/app-icons.tsx";
import { shuttleHirePath } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCampusPlaces } from "../../rides/index.ts";
import { useLineLive, useOtherLines } from "../api/get-line-live.ts";
import { useShuttleLines } from "../api/get-lines.ts";
import { LineList } from "../components/line-list.tsx";
import { LineMap } from "../components/line-map.tsx";
import { MySeats, SeatDetails } from "../components/my-seats.tsx";
import { ReserveSeat } from "../components/reserve-seat.tsx";
import { StopList, type StopMark } from "../components/stop-list.tsx";
import { StopPicker } from "../components/stop-picker.tsx";
import { StopSummary } from "../components/stop-summary.tsx";
import { type RiderSpot, useRiderSpot } from "../hooks/use-rider-spot.ts";
import { busesRunningText } from "../lib/line-words.ts";
import { type Landmark, landmarksNearLines, lineToShow, nearestStop } from "../lib/nearest-stop.ts";

/**
 * /dashboard/shuttle (the top bar's Bus): the campus shuttle lines with their alerts, and the line chosen on a
 * map with its buses, live, and its stops, each with when the next bus comes; a seat reserved on a bus coming to
 * the rider's stop, and the rider's seats with their boarding codes on top. Shuttle hire (a bus booked on demand)
 * is a link away.
 */
export default function ShuttlePage() {
  const lines = useShuttleLines();
  const spot = useRiderSpot();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-2xl font-extrabold text-ink sm:text-3xl">Campus shuttles</h1>
          <p className="mt-1 text-ink-muted">
            Buses on fixed lines around campus, and when the next one comes.
          </p>
        </div>
        <Link to={shuttleHirePath} className="btn-outline shrink-0 self-start sm:self-auto">
          <BusIcon />
          Shuttle hire
        </Link>
      </div>
      <MySeats />
      <SeatDetails />
      <div className="mt-6">
        {lines.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading shuttle lines">
            <div className="h-28 animate-pulse rounded-3xl bg-white" />
            <div className="h-60 animate-pulse rounded-3xl bg-white" />
          </div>
        ) : lines.isError ? (
          <div className="rounded-3xl bg-white p-5" role="alert">
            <p className="text-danger">Shuttle lines could not be loaded. {errorMessage(lines.error)}</p>
            <button type="button" className="btn-outline mt-3" onClick={() => void lines.refetch()}>
              Try again
            </button>
          </div>
        ) : lines.data.length === 0 ? (
          <div className="rounded-3xl border border-line bg-white p-6 text-center">
            <BusIcon className="mx-auto size-8 text-ink-muted" />
            <p className="mt-2 font-semibold text-ink">No shuttle lines yet.</p>
            <p className="mt-1 text-sm text-ink-muted">
              Lines show here once buses run on them. Need a bus for your group? Use Shuttle hire.
            </p>
          </div>
        ) : (
          <Lines lines={lines.data} spot={spot} />
        )}
      </div>
    </div>
  );
}

function Lines({ lines, spot }: { lines: ShuttleLineView[]; spot: RiderSpot }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [landmarkId, setLandmarkId] = useState<string | null>(null);
  const places = useCampusPlaces(true);
  const landmarks = landmarksNearLines(places.data ?? [], lines);
  const landmark = landmarks.find((p) => p.id === landmarkId) ?? null;
  // A place the rider names stands for where they are: its line and its nearest stop are shown.
  const line = lineToShow(lines, chosenId, landmark ?? spot.at) as ShuttleLineView;
  return (
    <div className="space-y-6">
      <section aria-labelledby="shuttle-lines-heading">
        <h2
          id="shuttle-lines-heading"
          className="mb-3 text-sm font-bold tracking-wide text-ink-muted uppercase"
        >
          Lines
        </h2>
        <LineList lines={lines} shownId={line.id} onShow={setChosenId} />
      </section>
      {/* A line of its own: the rider's stop starts again from the nearest one. */}
      <LineDetail
        key={line.id}
        line={line}
        lines={lines}
        spot={spot}
        landmarks={landmarks}
        landmark={landmark}
        onLandmark={(placeId) => {
          setLandmarkId(placeId);
          // Naming a place (or going back to a stop of this line) keeps this line until the rider names
          // another place, whose line then shows.
          setChosenId(placeId === null ? line.id : null);
        }}
      />
    </div>
  );
}

interface LineDetailProps {
  line: ShuttleLineView;
  /** Every line, for the map. */
  lines: readonly ShuttleLineView[];
  spot: RiderSpot;
  landmarks: readonly Landmark[];
  landmark: Landmark | null;
  onLandmark: (placeId: string | null) => void;
}

function LineDetail({ line, lines, spot, landmarks, landmark, onLandmark }: LineDetailProps) {
  const headingId = useId();
  const live = useLineLive(line.id);
  const others = useOtherLines(lines, line.id);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const picked = line.stops.find((s) => s.id === pickedId) ?? null;
  const near = nearestStop(line.stops, spot.at);
  const nearPlace = landmark ? nearestStop(line.stops, landmark) : null;
  const mark: StopMark | null = picked
    ? { stopId: picked.id, why: "picked" }
    : landmark
      ? nearPlace && {
          stopId: nearPlace.stop.id,
          why: "landmark",
          name: landmark.name,
          metres: nearPlace.metres,
        }
      : near
        ? { stopId: near.stop.id, why: "nearest", metres: near.metres }
        : null;
  const myStop = picked ?? (landmark ? nearPlace?.stop : near?.stop) ?? null;
  const buses = live.data?.buses ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:grid-rows-[auto_auto_auto_1fr] lg:gap-x-6"
    >
      <div className="lg:col-start-1">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-xl font-extrabold text-ink">
          <span
            aria-hidden="true"
            className="size-3.5 shrink-0 rounded-full"
            style={{ backgroundColor: line.colour }}
          />
          <span className="min-w-0 break-words">{line.name}</span>
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">
          {line.stops.length} stops{line.loop ? ", a loop" : ""}
          {live.data ? (
            <>
              {" · "}
              <span className="font-semibold text-ink" data-testid="buses-running">
                {busesRunningText(buses.length)}
              </span>
            </>
          ) : null}
        </p>
      </div>
      <div className="lg:col-start-1">
        <StopPicker
          stops={line.stops}
          pickedId={picked?.id ?? null}
          onPick={(stopId) => {
            setPickedId(stopId);
            if (landmark) onLandmark(null);
          }}
          landmarks={landmarks}
          landmarkId={landmark?.id ?? null}
          onLandmark={(placeId) => {
            setPickedId(null);
            onLandmark(placeId);
          }}
          near={near}
          canLocate={spot.canAsk}
          locating={spot.locating}
          onLocate={spot.ask}
        />
        <StopSummary stop={myStop} live={live.data} />
        <ReserveSeat line={line} stop={myStop} live={live.data} />
      </div>
      <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start">
        <LineMap
          line={line}
          buses={buses}
          highlightStopId={mark?.stopId ?? null}
          me={spot.at}
          others={others}
        />
      </div>
      <div className="lg:col-start-1">
        <h3 className="mb-2 text-sm font-bold tracking-wide text-ink-muted uppercase">
          Stops and next buses
        </h3>
        {live.isError && !live.data ? (
          <p className="mb-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger" role="alert">
            Live times could not be loaded. {errorMessage(live.error)}
          </p>
        ) : null}
        <StopList line={line} live={live.data} mark={mark} />
      </div>
    </section>
  );
}
