import type { LatLngTuple } from "leaflet";
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import type { AdminReview } from "../admin-types.ts";
import { useReviewTrack } from "../api/get-review-track.ts";

// Leaflet and its CSS come in their own chunk, asked for when the first map is about to show.
const ReviewMapView = lazy(() => import("../map/review-map-view.tsx"));

/** Whether the element has come within a screen's height of the viewport (then stays true). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

const at = (p: { lat: number; lon: number }): LatLngTuple => [p.lat, p.lon];

/**
 * The map of a trip under review, with its legend: the planned pickup and destination, the recorded track and
 * where the trip ended. A list of trips makes each map, and asks for its track, only as it scrolls near.
 */
export function ReviewMap({ review }: { review: AdminReview }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const track = useReviewTrack(review.rideId, near);
  const points = (track.data ?? []).map(([lat, lon]): LatLngTuple => [lat, lon]);
  const { trip } = review;
  const end = trip.endedAway ? at(trip.endedAway) : (points.at(-1) ?? null);

  return (
    <figure className="min-w-0 space-y-2">
      {/* Not a landmark of its own: a list holds many of these; the caption names what it shows. */}
      <div
        ref={ref}
        className="relative isolate h-56 overflow-hidden rounded-xl border border-line bg-[#e9efe9] sm:h-64"
        data-testid="review-map"
      >
        {near ? (
          <Suspense fallback={null}>
            <ReviewMapView
              pickup={at(trip.pickup)}
              destination={at(trip.destination)}
              end={end}
              track={points}
            />
          </Suspense>
        ) : null}
      </div>
      <figcaption className="space-y-1 text-xs text-ink-muted">
        <span className="sr-only">
          Map of the trip from {trip.pickup.name} to {trip.destination.name}.
        </span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Map legend">
          <li className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-full border-2 border-white bg-brand-600 ring-1 ring-brand-600" />
            Pickup
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-[2px] border-2 border-white bg-ink ring-1 ring-ink" />
            Destination
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rotate-45 rounded-[1px] bg-danger" />
            Where it ended
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span className="h-1 w-4 rounded-full bg-danger" />
            Driven
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span className="w-4 border-t-2 border-dashed border-ink/60" />
            Planned
          </li>
        </ul>
        <p data-testid="review-track-status">{trackStatus(track, points.length)}</p>
      </figcaption>
    </figure>
  );
}

function trackStatus(track: { isError: boolean; isSuccess: boolean }, count: number): string {
  if (track.isError) return "The recorded track could not be loaded.";
  if (!track.isSuccess) return "Loading the recorded track…";
  if (count === 0) return "No position was recorded on this trip.";
  return count === 1 ? "1 position recorded on this trip." : `${count} positions recorded on this trip.`;
}
