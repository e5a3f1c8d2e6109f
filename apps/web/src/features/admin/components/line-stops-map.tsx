import type { Map as LeafletMap } from "leaflet";
import { lazy, type RefObject, Suspense, useEffect, useRef } from "react";
import type { MapStop } from "../map/line-stops-map-view.tsx";

// Leaflet and its CSS come in their own chunk, asked for when the line form opens.
const LineStopsMapView = lazy(() => import("../map/line-stops-map-view.tsx"));

/**
 * A press that began on the map and ended off it (a marker dragged past the edge) makes the browser click their
 * common ancestor, which may be the dialog itself, whose click outside closes it: that click is stopped here, so
 * the form and what was typed stay.
 */
function useKeepPressesInside(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let pressed = false;
    const down = () => {
      pressed = true;
    };
    // The click comes straight after the release, before any timer.
    const up = () => {
      if (pressed) setTimeout(() => (pressed = false), 0);
    };
    const click = (event: MouseEvent) => {
      if (pressed && !element.contains(event.target as Node)) {
        event.stopPropagation();
        event.preventDefault();
      }
    };
    element.addEventListener("pointerdown", down);
    window.addEventListener("pointerup", up, true);
    window.addEventListener("click", click, true);
    return () => {
      element.removeEventListener("pointerdown", down);
      window.removeEventListener("pointerup", up, true);
      window.removeEventListener("click", click, true);
    };
  }, [box]);
}

/**
 * The line's stops on a map, in its colour: a tap on the map adds a stop there, a marker dragged (or focused and
 * moved with the arrow keys) moves its stop. Without a pointer, the map pans with the arrow keys and "Add a stop
 * at the centre" adds one under the cross.
 */
export function LineStopsMap({
  stops,
  colour,
  loop,
  onAdd,
  onMove,
}: {
  stops: MapStop[];
  colour: string;
  loop: boolean;
  onAdd: ((lat: number, lon: number) => void) | undefined;
  onMove: (key: string, lat: number, lon: number) => void;
}) {
  const mapRef = useRef<LeafletMap | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useKeepPressesInside(box);
  const addAtCentre = () => {
    const map = mapRef.current;
    if (!map || !onAdd) return;
    const centre = map.getCenter().wrap();
    onAdd(Math.round(centre.lat * 1e5) / 1e5, Math.round(centre.lng * 1e5) / 1e5);
  };
  return (
    <figure className="min-w-0 space-y-2">
      <div
        ref={box}
        className="group relative isolate h-64 overflow-hidden rounded-xl border border-line bg-[#e9efe9] sm:h-72"
        data-testid="line-stops-map"
      >
        <Suspense fallback={<p className="p-4 text-sm text-ink-muted">Loading the map…</p>}>
          <LineStopsMapView
            stops={stops}
            colour={colour}
            loop={loop}
            onAdd={onAdd}
            onMove={onMove}
            mapRef={mapRef}
          />
        </Suspense>
        {/* The point "Add a stop at the centre" takes, while the map is moved with the keyboard. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 hidden group-has-[.leaflet-container:focus-visible]:block left-1/2 z-[500] size-4 -translate-x-1/2 -translate-y-1/2 before:absolute before:top-1/2 before:left-0 before:h-0.5 before:w-4 before:-translate-y-1/2 before:bg-ink/50 after:absolute after:top-0 after:left-1/2 after:h-4 after:w-0.5 after:-translate-x-1/2 after:bg-ink/50"
        />
      </div>
      <figcaption className="flex flex-wrap items-start justify-between gap-2 text-xs text-ink-muted">
        <span className="min-w-0 flex-1 basis-48">
          {onAdd
            ? "Tap the map to add a stop there; drag a numbered stop to move it."
            : "Drag a numbered stop to move it."}
        </span>
        {onAdd ? (
          <button
            type="button"
            className="btn-outline min-h-10 shrink-0 px-4 py-1.5 text-sm"
            onClick={addAtCentre}
          >
            Add a stop at the centre
          </button>
        ) : null}
      </figcaption>
    </figure>
  );
}
