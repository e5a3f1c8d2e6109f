import {
  formatDate,
  formatTime,
  TIMELINE_TRIP_KINDS,
  type TimelineEntry,
  type TimelineSource,
  type TimelineTripKind,
  type TripTimeline,
} from "@campusgo/domain";
import type { LatLngTuple } from "leaflet";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeftIcon } from "../../../components/app-icons.tsx";
import { adminPaths } from "../../../config/paths.ts";
import { useTripTimeline } from "../api/inbox.ts";
import { LoadState } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";

// Leaflet and its CSS come in their own chunk (the same one as the reviews' maps).
const ReviewMapView = lazy(() => import("../map/review-map-view.tsx"));

const SOURCE_LABELS: Record<TimelineSource, string> = {
  trip: "Trip",
  position: "Position",
  offer: "Offer",
  message: "Message",
  payment: "Money",
  rating: "Rating",
  report: "Report",
  sos: "SOS",
  check: "Check",
};
const SOURCE_TONES: Record<TimelineSource, string> = {
  trip: "bg-brand-700",
  position: "bg-ink-muted",
  offer: "bg-keke-400",
  message: "bg-brand-400",
  payment: "bg-ink",
  rating: "bg-keke-400",
  report: "bg-danger",
  sos: "bg-danger",
  check: "bg-danger",
};

const at = (p: { lat: number; lon: number }): LatLngTuple => [p.lat, p.lon];

/** "4:30:07 pm": the seconds count when an incident is pieced together. */
const clock = (when: string) =>
  formatTime(when).replace(" ", `:${String(new Date(when).getUTCSeconds()).padStart(2, "0")} `);

/**
 * /admin/trips/:kind/:tripId/timeline, from the inbox and the admin's trip lists: everything known of one trip
 * in one scrolling list in time order (who did what, when), with its track on a map; choosing an entry with a
 * place marks it on the map. Positions can be hidden to read the rest faster.
 */
export default function TripTimelinePage() {
  const { kind = "", tripId = "" } = useParams();
  const tripKind: TimelineTripKind = (TIMELINE_TRIP_KINDS as readonly string[]).includes(kind)
    ? (kind as TimelineTripKind)
    : "ride";
  const timeline = useTripTimeline(tripKind, tripId);
  const back = (
    <Link
      to={adminPaths.inbox}
      className="-ml-2 mb-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 font-semibold text-brand-700 hover:bg-brand-50"
    >
      <ArrowLeftIcon />
      Inbox
    </Link>
  );
  if (!timeline.data) {
    return (
      <>
        {back}
        <LoadState loading={timeline.isPending} error={timeline.error} onRetry={() => timeline.refetch()} />
      </>
    );
  }
  return (
    <>
      {back}
      <Timeline data={timeline.data} />
    </>
  );
}

const TRIP_WORDS: Record<TimelineTripKind, string> = {
  ride: "Ride",
  delivery: "Delivery",
  shuttle_run: "Shuttle run",
};

function Timeline({ data }: { data: TripTimeline }) {
  const { trip } = data;
  const [showPositions, setShowPositions] = useState(false);
  const [marked, setMarked] = useState<TimelineEntry | null>(null);
  const entries = showPositions ? data.entries : data.entries.filter((e) => e.source !== "position");
  const track = data.track.map(at);
  const mark = marked?.position ? at(marked.position) : (track.at(-1) ?? null);
  const people = [
    trip.booker ? `${trip.kind === "delivery" ? "Sender" : "Rider"}: ${trip.booker.name}` : null,
    trip.driver ? `Driver: ${trip.driver.name}` : "No driver",
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={`${TRIP_WORDS[trip.kind]}: ${trip.from} to ${trip.to}`}
        description={`${people.join(" · ")} · ${trip.status.replace(/_/g, " ")} · booked ${formatDate(trip.createdAt)} at ${formatTime(trip.createdAt)}`}
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <figure className="order-first min-w-0 space-y-2 lg:order-last lg:sticky lg:top-6 lg:self-start">
          <div
            className="relative isolate h-56 overflow-hidden rounded-xl border border-line bg-[#e9efe9] sm:h-72"
            data-testid="timeline-map"
          >
            <Suspense fallback={null}>
              <ReviewMapView pickup={at(trip.fromAt)} destination={at(trip.toAt)} end={mark} track={track} />
            </Suspense>
          </div>
          <figcaption className="text-xs text-ink-muted">
            <span className="sr-only">
              Map of the trip from {trip.from} to {trip.to}.
            </span>
            {data.positionsRecorded === 0
              ? "No position was recorded on this trip."
              : `${data.positionsRecorded} positions recorded${
                  data.positionsRecorded > data.track.length ? `, ${data.track.length} drawn` : ""
                }. The red marker: ${marked?.position ? `${marked.title} at ${formatTime(marked.at)}` : "the last position"}.`}
          </figcaption>
        </figure>
        <section aria-label="Timeline" className="min-w-0">
          <label className="mb-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={showPositions}
              onChange={(e) => setShowPositions(e.target.checked)}
            />
            Show positions (one a minute)
          </label>
          {entries.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-ink-muted">
              Nothing recorded on this trip yet.
            </p>
          ) : (
            <ol className="relative space-y-2 border-l-2 border-line pl-4" data-testid="timeline">
              {entries.map((e, i) => (
                <Entry
                  key={`${e.at}|${e.source}|${e.title}|${e.actor}`}
                  entry={e}
                  marked={marked === e}
                  newDay={i === 0 || formatDate(entries[i - 1]?.at ?? e.at) !== formatDate(e.at)}
                  onMark={() => setMarked(e)}
                />
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

function Entry({
  entry,
  marked,
  newDay,
  onMark,
}: {
  entry: TimelineEntry;
  marked: boolean;
  newDay: boolean;
  onMark: () => void;
}) {
  return (
    <li className="relative" data-source={entry.source}>
      <span
        aria-hidden="true"
        className={`absolute top-4 -left-[1.4rem] size-3 rounded-full ring-2 ring-white ${SOURCE_TONES[entry.source]}`}
      />
      {newDay ? (
        <p className="mb-1 text-xs font-bold text-ink-muted uppercase">{formatDate(entry.at)}</p>
      ) : null}
      <article
        className={`rounded-xl border bg-white px-3 py-2 ${marked ? "border-danger" : "border-line"} ${
          entry.source === "sos" ? "bg-red-50" : ""
        }`}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-ink-muted">
          <time dateTime={entry.at} className="font-mono font-semibold text-ink">
            {clock(entry.at)}
          </time>
          <span className="font-bold uppercase">{SOURCE_LABELS[entry.source]}</span>
          <span>{entry.actor}</span>
        </p>
        <h3 className="font-semibold break-words text-ink">{entry.title}</h3>
        {entry.detail ? (
          <p className="text-sm break-words whitespace-pre-line text-ink-muted">{entry.detail}</p>
        ) : null}
        {entry.position || entry.link ? (
          <p className="mt-1 flex flex-wrap gap-3 text-sm">
            {entry.position ? (
              <button
                type="button"
                className="min-h-11 font-semibold text-brand-700 underline"
                onClick={onMark}
              >
                Show on map
              </button>
            ) : null}
            {entry.link ? (
              <Link
                to={entry.link}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                Open
              </Link>
            ) : null}
          </p>
        ) : null}
      </article>
    </li>
  );
}
