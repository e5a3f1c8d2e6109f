import "leaflet/dist/leaflet.css";
import { CAMPUS_CENTRE } from "@campusgo/domain";
import { type LatLng, type LatLngTuple, type Map as LeafletMap, latLngBounds } from "leaflet";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import {
  AttributionControl,
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  useMap,
  useMapEvents,
} from "react-leaflet";
import { useClientConfig } from "../../../lib/client-config.ts";
import { isLowData, tileOptions } from "../../../lib/low-data.ts";
import { stopIcon } from "./marker-icons.ts";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapStop {
  key: string;
  name: string;
  lat: number;
  lon: number;
}

export interface LineStopsMapViewProps {
  stops: MapStop[];
  /** The line's colour (#RRGGBB). */
  colour: string;
  /** After the last stop, back to the first. */
  loop: boolean;
  /** A tap on the map: a new stop there (absent when the line has all the stops it can take). */
  onAdd: ((lat: number, lon: number) => void) | undefined;
  /** A marker dragged, or nudged with the arrow keys, to a new point. */
  onMove: (key: string, lat: number, lon: number) => void;
  /** The map itself, for "Add a stop at the centre of the map". */
  mapRef: RefObject<LeafletMap | null>;
}

/** A point as the draft keeps it: on the Earth however far the map was panned round it, to about a metre. */
export function pointOf(at: LatLng): { lat: number; lon: number } {
  const wrapped = at.wrap();
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return { lat: round(wrapped.lat), lon: round(wrapped.lng) };
}

/** Tiles from the configured URL (TILE_URL); a tile that cannot be fetched is hidden, the plain ground shows. */
function Tiles() {
  const config = useClientConfig();
  const options = useMemo(() => tileOptions(isLowData()), []);
  const url = config.data?.tileUrl;
  if (!url) return null;
  return (
    <TileLayer
      url={url}
      attribution={ATTRIBUTION}
      {...options}
      eventHandlers={{
        tileerror: (event) => {
          event.tile.style.visibility = "hidden";
        },
      }}
    />
  );
}

/** Frames the stops the line had when the map opened; later taps and drags leave the view where it is. */
function FitOnce({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the stops the map opened with are framed
  useEffect(() => {
    if (points.length > 0)
      map.fitBounds(latLngBounds(points), { padding: [32, 32], maxZoom: 16, animate: false });
  }, [map]);
  return null;
}

/**
 * A tap adds a stop; not the click a drag ends with, which the browser may give the map when the pointer is let go
 * a frame ahead of the marker.
 */
function Taps({ onAdd, dragging }: { onAdd: LineStopsMapViewProps["onAdd"]; dragging: RefObject<boolean> }) {
  useMapEvents({
    click: (event) => {
      if (!onAdd || dragging.current) return;
      const { lat, lon } = pointOf(event.latlng);
      onAdd(lat, lon);
    },
  });
  return null;
}

/** The map for the buttons outside it, kept the size of its box. */
function Expose({ mapRef }: { mapRef: RefObject<LeafletMap | null> }) {
  const map = useMap();
  useEffect(() => {
    mapRef.current = map;
    // The dialog may still be settling its size: the map keeps its centre under the middle of its box.
    const resized = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    resized.observe(map.getContainer());
    return () => {
      resized.disconnect();
      mapRef.current = null;
    };
  }, [map, mapRef]);
  return null;
}

/** About 10 m of latitude; Shift with an arrow key moves five times as far. */
const NUDGE = 0.0001;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

function StopMarker({
  stop,
  index,
  colour,
  onMove,
  dragging,
}: {
  stop: MapStop;
  index: number;
  colour: string;
  onMove: LineStopsMapViewProps["onMove"];
  /** True from a drag's start until just after it ends (the click that follows it included). */
  dragging: RefObject<boolean>;
}) {
  const called = stop.name.trim() || "unnamed";
  const label = `Stop ${index + 1}: ${called}`;
  const icon = useMemo(() => stopIcon(index + 1, colour, label), [index, colour, label]);
  return (
    <Marker
      position={[stop.lat, stop.lon]}
      icon={icon}
      draggable
      title={label}
      eventHandlers={{
        dragstart: () => {
          dragging.current = true;
        },
        dragend: (event) => {
          setTimeout(() => {
            dragging.current = false;
          }, 0);
          const { lat, lon } = pointOf(event.target.getLatLng());
          onMove(stop.key, lat, lon);
        },
        keydown: (event) => {
          const key = (event.originalEvent as KeyboardEvent).key;
          const step = ARROWS[key];
          if (!step) return;
          // The map's own arrow keys pan it; on a marker they move the stop instead.
          event.originalEvent.preventDefault();
          event.originalEvent.stopPropagation();
          const by = (event.originalEvent as KeyboardEvent).shiftKey ? NUDGE * 5 : NUDGE;
          const round = (n: number) => Math.round(n * 1e5) / 1e5;
          onMove(stop.key, round(stop.lat + step[0] * by), round(stop.lon + step[1] * by));
        },
      }}
    />
  );
}

/**
 * A line's stops on a map (leaflet, loaded on demand): numbered markers in the line's colour joined in order
 * (back to the first on a loop). A tap adds a stop, a marker dragged moves its stop. Markers and the line need
 * no tiles.
 */
export default function LineStopsMapView({
  stops,
  colour,
  loop,
  onAdd,
  onMove,
  mapRef,
}: LineStopsMapViewProps) {
  const points = stops.map((s): LatLngTuple => [s.lat, s.lon]);
  const dragging = useRef(false);
  const path = loop && points.length > 2 ? [...points, points[0] as LatLngTuple] : points;
  return (
    <MapContainer
      center={[CAMPUS_CENTRE.lat, CAMPUS_CENTRE.lon]}
      zoom={15}
      className={`h-full w-full bg-[#e9efe9]! font-[inherit]! [&_.leaflet-control-attribution_a]:underline! ${onAdd ? "cursor-crosshair!" : ""}`}
      attributionControl={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      // Each zoom is at once: the admin taps right after, on the map as it then stands.
      zoomAnimation={false}
    >
      <Tiles />
      <AttributionControl position="bottomright" prefix={false} />
      {path.length > 1 ? (
        <Polyline
          positions={path}
          interactive={false}
          pathOptions={{ color: colour, weight: 4, opacity: 0.85, lineJoin: "round" }}
        />
      ) : null}
      {stops.map((stop, index) => (
        <StopMarker
          key={stop.key}
          stop={stop}
          index={index}
          colour={colour}
          onMove={onMove}
          dragging={dragging}
        />
      ))}
      <Taps onAdd={onAdd} dragging={dragging} />
      <Expose mapRef={mapRef} />
      <FitOnce points={points} />
    </MapContainer>
  );
}
