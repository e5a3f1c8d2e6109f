import "leaflet/dist/leaflet.css";
import "./rides-map.css";
import type { PlaceView } from "@campusgo/domain";
import { divIcon, type LatLng } from "leaflet";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from "react-leaflet";
import { useClientConfig } from "../../../lib/client-config.ts";
import { isLowData, tileOptions } from "../../../lib/low-data.ts";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Whether map tiles show: unknown until the first tile loads or fails (or there is no tile URL at all). */
type TileState = "unknown" | "ok" | "failed";

function Tiles({ onState }: { onState: (state: TileState) => void }) {
  const map = useMap();
  const config = useClientConfig();
  const url = config.data?.tileUrl;
  const loaded = useRef(0);
  const options = useMemo(() => tileOptions(isLowData()), []);
  const noTiles = config.isError || (config.isSuccess && !url);
  useEffect(() => {
    if (noTiles) onState("failed");
  }, [noTiles, onState]);
  if (!url) return null;
  return (
    <TileLayer
      url={url}
      attribution={ATTRIBUTION}
      {...options}
      eventHandlers={{
        tileload: () => {
          if (loaded.current === 0) map.getContainer().classList.add("cg-map-tiled");
          loaded.current += 1;
          onState("ok");
        },
        // Offline or blocked: hide the broken tile; with no tile shown at all, the campus plan takes over.
        tileerror: (event) => {
          event.tile.classList.add("cg-tile-failed");
          if (loaded.current === 0) onState("failed");
        },
      }}
    />
  );
}

/** Areas, gates and landmarks are named from further out; hostels and faculties once zoomed well in. */
const MAJOR = new Set<PlaceView["kind"]>(["area", "gate", "landmark"]);

function labelIcon(name: string) {
  const label = document.createElement("span");
  label.className = "cg-place-label";
  label.textContent = name;
  return divIcon({ className: "cg-marker cg-place", html: label, iconSize: [0, 0], iconAnchor: [0, 0] });
}

const PlaceLabel = memo(function PlaceLabel({ place }: { place: PlaceView }) {
  const icon = useMemo(() => labelIcon(place.name), [place.name]);
  return <Marker position={[place.lat, place.lon]} icon={icon} keyboard={false} interactive={false} />;
});

/**
 * The campus plan while no tiles show, as on the rider's map: the campus places as named dots on a plain
 * ground. Unlike the rider's map it never refits the view, which would move the place under the pin.
 */
function PlanLayer({ places }: { places: readonly PlaceView[] }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  useEffect(() => {
    const container = map.getContainer();
    container.classList.add("cg-map-plan");
    return () => container.classList.remove("cg-map-plan");
  }, [map]);
  return (
    <>
      {places.map((p) => (
        <CircleMarker
          key={p.id}
          center={[p.lat, p.lon]}
          radius={4}
          interactive={false}
          pathOptions={{ color: "#ffffff", weight: 1.5, fillColor: "#5b6b65", fillOpacity: 1 }}
        />
      ))}
      {places
        .filter((p) => p.kind !== "town" && (zoom >= 17 || (zoom >= 14 && MAJOR.has(p.kind))))
        .map((p) => (
          <PlaceLabel key={p.id} place={p} />
        ))}
    </>
  );
}

/**
 * Reports the map's centre as it moves, and keeps the starting point in the middle once the dialog has
 * its size (the map is made before the dialog is shown, when it measures nothing).
 */
function Centre({
  start,
  zoom,
  onMove,
}: {
  start: { lat: number; lon: number };
  zoom: number;
  onMove: (at: LatLng) => void;
}) {
  const map = useMap();
  const sized = useRef(false);
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => {
      if (container.clientWidth === 0 || container.clientHeight === 0) return;
      const centre = sized.current ? map.getCenter() : null;
      map.invalidateSize({ pan: false });
      if (centre) map.setView(centre, map.getZoom(), { animate: false });
      else map.setView([start.lat, start.lon], zoom, { animate: false });
      sized.current = true;
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, start, zoom]);
  useMapEvents({
    move: () => {
      if (sized.current) onMove(map.getCenter());
    },
  });
  return null;
}

/** The map keyboard users move with the arrow keys: named for what it does. */
function Label({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "application");
    container.setAttribute("aria-label", label);
  }, [map, label]);
  return null;
}

export interface MapPickViewProps {
  start: { lat: number; lon: number };
  zoom: number;
  places: readonly PlaceView[];
  /** The point under the pin, each time the map moves. */
  onMove: (at: LatLng) => void;
  /** The map's name for screen readers (what moving it does). */
  label: string;
}

/**
 * The map under the pin of "Choose on the map" (leaflet, loaded on demand): dragged, or moved with the
 * arrow keys, it brings a point to the fixed pin in its middle. Without tiles it draws the campus plan.
 */
export default function MapPickView({ start, zoom, places, onMove, label }: MapPickViewProps) {
  const [tiles, setTiles] = useState<TileState>("unknown");
  return (
    <>
      <MapContainer
        center={[start.lat, start.lon]}
        zoom={zoom}
        className="cg-map h-full w-full"
        zoomControl={false}
        attributionControl={false}
      >
        <Tiles onState={setTiles} />
        <ZoomControl position="topright" />
        {tiles === "ok" ? <AttributionControl position="bottomright" prefix={false} /> : null}
        {/* Until tiles show (and when none can), the plan: the point under the pin must read at once. */}
        {tiles !== "ok" ? <PlanLayer places={places} /> : null}
        <Centre start={start} zoom={zoom} onMove={onMove} />
        <Label label={label} />
      </MapContainer>
      {tiles === "failed" ? (
        <p
          role="status"
          className="pointer-events-none absolute top-2 left-2 z-[1001] max-w-[calc(100%-4rem)] truncate rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-ink shadow"
        >
          Map tiles unavailable — showing the campus plan
        </p>
      ) : null}
    </>
  );
}
