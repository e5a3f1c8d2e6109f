import "leaflet/dist/leaflet.css";
import { CAMPUS_CENTRE } from "@campusgo/domain";
import { divIcon, type LatLng, type Map as LeafletMap } from "leaflet";
import { type RefObject, useEffect, useMemo } from "react";
import { AttributionControl, MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { useClientConfig } from "../../../lib/client-config.ts";
import { isLowData, tileOptions } from "../../../lib/low-data.ts";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapPlace {
  id: string;
  name: string;
  lat: number;
  lon: number;
  hidden: boolean;
}

export interface PlacesMapViewProps {
  places: MapPlace[];
  selectedId: string | null;
  /** Where a new place would go (a tap on the map), or null. */
  draft: { lat: number; lon: number } | null;
  onTap: (lat: number, lon: number) => void;
  onSelect: (id: string) => void;
  /** A place's marker dragged (or nudged with the arrow keys) to a new point. */
  onMove: (id: string, lat: number, lon: number) => void;
  mapRef: RefObject<LeafletMap | null>;
}

/** A point as it is saved: on the Earth however far the map was panned round it, to about a metre. */
export function pointOf(at: LatLng): { lat: number; lon: number } {
  const wrapped = at.wrap();
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return { lat: round(wrapped.lat), lon: round(wrapped.lng) };
}

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

function Taps({ onTap }: { onTap: PlacesMapViewProps["onTap"] }) {
  useMapEvents({
    click: (event) => {
      const { lat, lon } = pointOf(event.latlng);
      onTap(lat, lon);
    },
  });
  return null;
}

function Expose({ mapRef }: { mapRef: RefObject<LeafletMap | null> }) {
  const map = useMap();
  useEffect(() => {
    mapRef.current = map;
    return () => {
      mapRef.current = null;
    };
  }, [map, mapRef]);
  return null;
}

const placeIcon = (selected: boolean, hidden: boolean) =>
  divIcon({
    className: "",
    html: `<span data-testid="place-marker" class="block size-[20px] rounded-full border-[4px] border-white shadow-md ring-2 ${
      hidden ? "bg-ink-muted ring-ink-muted opacity-70" : "bg-brand-600 ring-brand-600"
    } ${selected ? "scale-125 ring-4 ring-keke-400" : ""}"></span>`,
    iconSize: [20, 20],
    iconAnchor: [10, 10],
  });

const draftIcon = divIcon({
  className: "",
  html: '<span data-testid="new-place-marker" class="block size-[24px] rotate-45 rounded-[4px] border-[4px] border-white bg-keke-400 shadow-md ring-2 ring-ink"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

/** About 10 m of latitude; Shift with an arrow key moves five times as far. */
const NUDGE = 0.0001;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

function PlaceMarker({
  place,
  selected,
  onSelect,
  onMove,
}: {
  place: MapPlace;
  selected: boolean;
  onSelect: PlacesMapViewProps["onSelect"];
  onMove: PlacesMapViewProps["onMove"];
}) {
  const icon = useMemo(() => placeIcon(selected, place.hidden), [selected, place.hidden]);
  return (
    <Marker
      position={[place.lat, place.lon]}
      icon={icon}
      draggable
      autoPan
      zIndexOffset={selected ? 1000 : 0}
      title={`${place.name}${place.hidden ? " (hidden)" : ""}`}
      alt={`${place.name}${place.hidden ? " (hidden)" : ""}. Drag it, or move it with the arrow keys.`}
      eventHandlers={{
        click: () => onSelect(place.id),
        dragend: (event) => {
          const { lat, lon } = pointOf(event.target.getLatLng());
          onMove(place.id, lat, lon);
        },
        keydown: (event) => {
          const key = (event.originalEvent as KeyboardEvent).key;
          const step = ARROWS[key];
          if (!step) return;
          event.originalEvent.preventDefault();
          event.originalEvent.stopPropagation();
          const by = (event.originalEvent as KeyboardEvent).shiftKey ? NUDGE * 5 : NUDGE;
          onMove(place.id, place.lat + step[0] * by, place.lon + step[1] * by);
        },
      }}
    />
  );
}

/**
 * The campus places on a map (leaflet, loaded on demand): a tap marks where a new place goes, a place's marker
 * selects it and is dragged to move it. Hidden places are grey. Markers need no tiles.
 */
export default function PlacesMapView({
  places,
  selectedId,
  draft,
  onTap,
  onSelect,
  onMove,
  mapRef,
}: PlacesMapViewProps) {
  return (
    <MapContainer
      center={[CAMPUS_CENTRE.lat, CAMPUS_CENTRE.lon]}
      zoom={15}
      className="h-full w-full cursor-crosshair! bg-[#e9efe9]! font-[inherit]! [&_.leaflet-control-attribution_a]:underline!"
      attributionControl={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
    >
      <Tiles />
      <AttributionControl position="bottomright" prefix={false} />
      {places.map((place) => (
        <PlaceMarker
          key={place.id}
          place={place}
          selected={place.id === selectedId}
          onSelect={onSelect}
          onMove={onMove}
        />
      ))}
      {draft ? (
        <Marker position={[draft.lat, draft.lon]} icon={draftIcon} interactive={false} keyboard={false} />
      ) : null}
      <Taps onTap={onTap} />
      <Expose mapRef={mapRef} />
    </MapContainer>
  );
}
