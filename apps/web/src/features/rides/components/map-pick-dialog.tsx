import { CAMPUS_CENTRE } from "@campusgo/domain/places";
import { lazy, Suspense, useMemo, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import type { RidePlace } from "../api/types.ts";
import { pickedPlace, pickedPlaceName } from "../lib/map-pick.ts";
import { useCampusPlaces } from "../map/use-campus-places.ts";

// Leaflet and its CSS come in their own chunk, asked for when the dialog opens.
const MapPickView = lazy(() => import("../map/map-pick-view.tsx"));

interface MapPickDialogProps {
  open: boolean;
  /** The field's name (Pickup, Destination, Drop-off). */
  label: string;
  tone: "pickup" | "destination";
  /** Where the map opens: the field's place, else the campus centre. */
  start: { lat: number; lon: number } | null;
  onPick: (place: RidePlace) => void;
  onClose: () => void;
}

/** The pin that stays in the middle of the map while the map moves under it; its tip marks the point. */
function CentrePin({ tone }: { tone: "pickup" | "destination" }) {
  const colour = tone === "pickup" ? "bg-brand-600" : "bg-ink";
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-1/2 z-[1000] flex -translate-x-1/2 -translate-y-full flex-col items-center"
      data-testid="map-pick-pin"
    >
      <span
        className={`flex size-8 items-center justify-center border-4 border-white shadow-md ${colour} ${
          tone === "pickup" ? "rounded-full" : "rounded-md"
        }`}
      >
        <span className="size-2.5 rounded-full bg-white" />
      </span>
      <span className={`h-3 w-1 rounded-b ${colour}`} />
      <span className="-mt-0.5 h-1.5 w-3 rounded-full bg-ink/30" />
    </div>
  );
}

function MapPick({ label, tone, start, onPick }: Omit<MapPickDialogProps, "open" | "onClose">) {
  const origin = useMemo(() => start ?? CAMPUS_CENTRE, [start]);
  const zoom = start ? 17 : 16;
  const [at, setAt] = useState<{ lat: number; lon: number }>(origin);
  const places = useCampusPlaces(true).data;
  const name = pickedPlaceName(at, places ?? []);
  return (
    // The panel's padding is given to the map, which fills it edge to edge; on a phone it fills the screen.
    <div className="-m-5 flex h-[calc(100dvh-6.5rem)] flex-col sm:h-[min(34rem,calc(100dvh-6.5rem))]">
      <div className="relative isolate min-h-0 flex-1 overflow-hidden bg-[#eef2ee]">
        <Suspense fallback={null}>
          <MapPickView
            start={origin}
            zoom={zoom}
            places={places ?? []}
            onMove={(centre) => setAt({ lat: centre.lat, lon: centre.lng })}
            label={`Map. Drag it, or move it with the arrow keys, to bring the ${label.toLowerCase()} under the pin.`}
          />
        </Suspense>
        <CentrePin tone={tone} />
      </div>
      <div className="space-y-3 border-t border-line px-5 pt-3 pb-4">
        <p className="text-xs text-ink-muted">Move the map to put the pin on the place.</p>
        <p className="truncate font-semibold text-ink" aria-live="polite" data-testid="map-pick-name">
          {name}
        </p>
        <button type="button" className="btn-primary w-full" onClick={() => onPick(pickedPlace(at, places))}>
          Use this place
        </button>
      </div>
    </div>
  );
}

/** "Choose on the map": a map with a pin fixed in its middle; the point under it is the place chosen. */
export function MapPickDialog({ open, onClose, ...pick }: MapPickDialogProps) {
  return (
    <Modal open={open} title={`${pick.label} on the map`} layout="panel" onClose={onClose}>
      <MapPick {...pick} />
    </Modal>
  );
}
