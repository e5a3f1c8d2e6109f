import type { BusView, ShuttleLineView } from "@campusgo/domain";
import { lazy, Suspense } from "react";
import { MapBackdrop } from "../../rides/index.ts";
import type { OtherLine } from "../api/get-line-live.ts";

// Leaflet and its CSS come in their own chunk.
const LineMapView = lazy(() => import("../map/line-map-view.tsx"));

interface LineMapProps {
  line: ShuttleLineView;
  buses: readonly BusView[];
  highlightStopId: string | null;
  me: { lat: number; lon: number } | null;
  others: readonly OtherLine[];
}

/** The line on a map with its buses, live, the other lines faded under it, and its legend. */
export function LineMap({ line, buses, highlightStopId, me, others }: LineMapProps) {
  return (
    <figure className="min-w-0 space-y-2">
      <div
        className="relative isolate h-72 overflow-hidden rounded-3xl border border-line bg-[#e9efe9] sm:h-80 lg:h-[30rem]"
        data-testid="line-map"
      >
        <MapBackdrop />
        <Suspense fallback={null}>
          <LineMapView line={line} buses={buses} highlightStopId={highlightStopId} me={me} others={others} />
        </Suspense>
      </div>
      <figcaption className="space-y-1 text-xs text-ink-muted">
        <span className="sr-only">Map of {line.name} and its stops.</span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Map legend">
          <li className="inline-flex items-center gap-1.5">
            <span className="h-1 w-5 rounded-full" style={{ backgroundColor: line.colour }} />
            {line.name}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span
              className="size-3 rounded-full border-[3px] bg-white"
              style={{ borderColor: line.colour }}
            />
            Stop
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span
              className="size-3 rounded-full border-2 border-white ring-1 ring-line"
              style={{ backgroundColor: line.colour }}
            />
            Bus
          </li>
          {others.length > 0 ? (
            <li className="inline-flex items-center gap-1.5">
              <span className="h-0 w-5 border-t-2 border-dashed border-ink-muted" />
              Other lines
            </li>
          ) : null}
          {me ? (
            <li className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-full border-2 border-white bg-blue-600 ring-1 ring-line" />
              You
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
