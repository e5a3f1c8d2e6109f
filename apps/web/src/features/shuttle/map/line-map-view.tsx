import "leaflet/dist/leaflet.css";
import type { BusView, ShuttleLineView, ShuttleStopView } from "@campusgo/domain";
import { CAMPUS_CENTRE, CAMPUS_PLACES, type CampusPlace, haversineMeters } from "@campusgo/domain/places";
import { divIcon, type LatLngTuple, latLngBounds } from "leaflet";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Pane,
  Polyline,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from "react-leaflet";
import { useClientConfig } from "../../../lib/client-config.ts";
import { isLowData, tileOptions } from "../../../lib/low-data.ts";
import type { OtherLine } from "../api/get-line-live.ts";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** The ground between tiles, or where none can be fetched (the rider's map uses the same). */
const GROUND = "#e9efe9";
const PLAN_GROUND = "#eef2ee";

const at = (p: { lat: number; lon: number }): LatLngTuple => [p.lat, p.lon];

/** Whether map tiles show: unknown until the first tile loads or fails (or there is no tile URL at all). */
type TileState = "unknown" | "ok" | "failed";

function Tiles({ onState }: { onState: (state: TileState) => void }) {
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
          loaded.current += 1;
          onState("ok");
        },
        // Offline or blocked: hide the broken tile; with no tile shown at all, the campus plan takes over.
        tileerror: (event) => {
          event.tile.style.visibility = "hidden";
          if (loaded.current === 0) onState("failed");
        },
      }}
    />
  );
}

/** A name on the map, drawn in HTML under its point. */
function labelIcon(name: string, strong = false) {
  const label = document.createElement("span");
  label.className = `absolute top-2 left-0 max-w-36 -translate-x-1/2 truncate whitespace-nowrap rounded px-1 text-[11px] leading-4 ${
    strong ? "bg-ink font-bold text-white" : "bg-white/90 font-semibold text-ink"
  }`;
  label.textContent = name;
  return divIcon({ className: "pointer-events-none", html: label, iconSize: [0, 0], iconAnchor: [0, 0] });
}

const Label = memo(function Label({
  point,
  name,
  strong = false,
  above = 0,
}: {
  point: { lat: number; lon: number };
  name: string;
  strong?: boolean;
  /** Drawn over the labels with less (a stop's name over a campus place's). */
  above?: number;
}) {
  const icon = useMemo(() => labelIcon(name, strong), [name, strong]);
  return (
    <Marker position={at(point)} icon={icon} keyboard={false} interactive={false} zIndexOffset={above} />
  );
});

/** Areas, gates and landmarks are named on the plan; hostels and faculties are dots until zoomed well in. */
const MAJOR = new Set<CampusPlace["kind"]>(["area", "gate", "landmark"]);
const ON_CAMPUS = CAMPUS_PLACES.filter((p) => p.kind !== "town");
/** A campus place this close to a stop is not named: the stop is, and two names would overlap. */
const STOP_NAMES_PLACE_M = 150;

/**
 * The campus plan drawn when map tiles cannot be shown: the campus places the app knows as labelled dots on a
 * plain ground, under the line and its buses.
 */
function CampusPlan({ stops }: { stops: readonly ShuttleStopView[] }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  useEffect(() => {
    const container = map.getContainer();
    const ground = container.style.backgroundColor;
    container.style.backgroundColor = PLAN_GROUND;
    return () => {
      container.style.backgroundColor = ground;
    };
  }, [map]);
  return (
    <>
      {/* Under the line and its stops (the overlay pane is at 400), however late the plan comes. */}
      <Pane name="campus-plan" style={{ zIndex: 350 }}>
        {ON_CAMPUS.map((p) => (
          <CircleMarker
            key={p.slug}
            center={at(p)}
            radius={4}
            interactive={false}
            pathOptions={{ color: "#ffffff", weight: 1.5, fillColor: "#5b6b65", fillOpacity: 1 }}
          />
        ))}
      </Pane>
      {ON_CAMPUS.filter(
        (p) =>
          (zoom >= 17 || (zoom >= 16 && MAJOR.has(p.kind))) &&
          // A stop at a campus place is named by the line already.
          !stops.some((s) => haversineMeters(s, p) < STOP_NAMES_PLACE_M),
      ).map((p) => (
        <Label key={p.slug} point={p} name={p.name} />
      ))}
    </>
  );
}

/** The line through its stops in order (back to the first on a loop), on a white casing so it reads on any map. */
const LineLayer = memo(function LineLayer({
  line,
  highlightStopId,
}: {
  line: ShuttleLineView;
  highlightStopId: string | null;
}) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const first = line.stops[0];
  const positions = [
    ...line.stops.map(at),
    ...(line.loop && first && line.stops.length > 2 ? [at(first)] : []),
  ];
  // A short line names every stop; a long one once zoomed in. The rider's stop is always named.
  const named = (stop: ShuttleStopView) =>
    stop.id === highlightStopId || line.stops.length <= 10 || zoom >= 16;
  return (
    <>
      <Polyline positions={positions} interactive={false} pathOptions={{ color: "#ffffff", weight: 9 }} />
      <Polyline
        positions={positions}
        interactive={false}
        pathOptions={{ color: line.colour, weight: 5, lineJoin: "round" }}
      />
      {line.stops.map((stop) => {
        const mine = stop.id === highlightStopId;
        return (
          <CircleMarker
            key={stop.id}
            center={at(stop)}
            radius={mine ? 9 : 6}
            interactive={false}
            pathOptions={{
              color: mine ? "#0f1f1a" : line.colour,
              weight: 3,
              fillColor: mine ? line.colour : "#ffffff",
              fillOpacity: 1,
            }}
          />
        );
      })}
      {line.stops.filter(named).map((stop) => (
        <Label
          key={stop.id}
          point={stop}
          name={stop.name}
          strong={stop.id === highlightStopId}
          above={stop.id === highlightStopId ? 600 : 300}
        />
      ))}
    </>
  );
});

/** Another line, faded under the one shown: its way and stops, unnamed, so the rider sees every line at once. */
const OtherLineLayer = memo(function OtherLineLayer({ line }: { line: ShuttleLineView }) {
  const first = line.stops[0];
  const positions = [
    ...line.stops.map(at),
    ...(line.loop && first && line.stops.length > 2 ? [at(first)] : []),
  ];
  return (
    <>
      <Polyline
        positions={positions}
        interactive={false}
        pathOptions={{ color: line.colour, weight: 3, opacity: 0.45, dashArray: "6 6" }}
      />
      {line.stops.map((stop) => (
        <CircleMarker
          key={stop.id}
          center={at(stop)}
          radius={4}
          interactive={false}
          pathOptions={{
            color: line.colour,
            weight: 2,
            opacity: 0.6,
            fillColor: "#ffffff",
            fillOpacity: 0.9,
          }}
        />
      ))}
    </>
  );
});

const BUS_GLYPH =
  '<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="4" y="3" width="16" height="14" rx="3"/><path d="M4 11h16M8 21v-4M16 21v-4"/></svg>';

/** A bus: a round badge in the line's colour, grey and faded when its news cannot be trusted. */
function busIcon(colour: string, live: boolean, small = false) {
  const badge = document.createElement("span");
  badge.className = `flex items-center justify-center rounded-full border-white text-white shadow-[0_3px_10px_rgba(15,31,26,0.45)] ${
    small ? "size-6 border-2 [&_svg]:size-3.5" : "size-8 border-[3px]"
  }`;
  badge.style.background = live ? colour : "#6b7a75";
  if (!live) badge.style.opacity = "0.75";
  badge.innerHTML = BUS_GLYPH;
  const size = small ? 24 : 32;
  return divIcon({ className: "", html: badge, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

function BusLayer({
  buses,
  colour,
  otherLine,
}: {
  buses: readonly BusView[];
  colour: string;
  /** Another line's buses (named by its line): smaller, under the shown line's. */
  otherLine?: string;
}) {
  const small = otherLine !== undefined;
  const liveIcon = useMemo(() => busIcon(colour, true, small), [colour, small]);
  const staleIcon = useMemo(() => busIcon(colour, false, small), [colour, small]);
  return (
    <>
      {buses.map((bus) => (
        <Marker
          key={bus.runId}
          position={at(bus)}
          icon={bus.state === "live" ? liveIcon : staleIcon}
          title={
            otherLine
              ? `${otherLine}: bus ${bus.plateNumber ?? ""}`.trim()
              : `Bus ${bus.plateNumber ?? ""} driven by ${bus.driverFirstName}`.replace("  ", " ")
          }
          keyboard={false}
          interactive={false}
          zIndexOffset={small ? 800 : 1000}
        />
      ))}
    </>
  );
}

/** Frames the line's stops when the line changes (not as its buses move). */
function FitLine({ line }: { line: ShuttleLineView }) {
  const map = useMap();
  const key = line.stops.map((s) => `${s.lat},${s.lon}`).join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the stops change, not their array
  useEffect(() => {
    if (line.stops.length === 0) return;
    // Clear of the line of text at the top when the plan shows, and of the labels under the stops.
    map.fitBounds(latLngBounds(line.stops.map(at)), {
      paddingTopLeft: [28, 52],
      paddingBottomRight: [28, 32],
      maxZoom: 17,
      animate: false,
    });
  }, [map, key]);
  return null;
}

export interface LineMapViewProps {
  line: ShuttleLineView;
  buses: readonly BusView[];
  /** The rider's stop (the nearest, or the one they picked). */
  highlightStopId: string | null;
  /** Where the rider is, when known. */
  me: { lat: number; lon: number } | null;
  /** The other lines, faded, with their buses. */
  others: readonly OtherLine[];
}

/**
 * A shuttle line on a map (leaflet, loaded on demand): the line in its colour through its stops, its buses where
 * they last reported and the rider; the other lines faded under it, with their buses. Without tiles (none configured, or none can be fetched) it says so in one
 * line and draws the campus plan. In a scrolling page: no wheel zoom, and dragging only with a mouse (two
 * fingers zoom and move it on a phone).
 */
export default function LineMapView({ line, buses, highlightStopId, me, others }: LineMapViewProps) {
  const [tiles, setTiles] = useState<TileState>("unknown");
  const finePointer = useMemo(() => window.matchMedia("(pointer: fine)").matches, []);
  const start = line.stops[0] ?? CAMPUS_CENTRE;
  return (
    <>
      <MapContainer
        center={at(start)}
        zoom={15}
        className="h-full w-full font-[inherit]!"
        style={{ backgroundColor: GROUND }}
        zoomControl={false}
        attributionControl={false}
        dragging={finePointer}
        scrollWheelZoom={false}
        keyboard={false}
      >
        <Tiles onState={setTiles} />
        {finePointer ? <ZoomControl position="topright" /> : null}
        {tiles === "ok" ? <AttributionControl position="bottomright" prefix={false} /> : null}
        {tiles === "failed" ? <CampusPlan stops={line.stops} /> : null}
        {others.map((o) => (
          <OtherLineLayer key={o.line.id} line={o.line} />
        ))}
        <LineLayer line={line} highlightStopId={highlightStopId} />
        {me ? (
          <CircleMarker
            center={at(me)}
            radius={7}
            interactive={false}
            pathOptions={{ color: "#ffffff", weight: 3, fillColor: "#2563eb", fillOpacity: 1 }}
          />
        ) : null}
        {others.map((o) => (
          <BusLayer key={o.line.id} buses={o.buses} colour={o.line.colour} otherLine={o.line.name} />
        ))}
        <BusLayer buses={buses} colour={line.colour} />
        <FitLine line={line} />
      </MapContainer>
      {tiles === "failed" ? (
        <p
          role="status"
          // Clear of the zoom buttons where they show.
          className={`pointer-events-none absolute top-2 left-2 z-[1001] truncate rounded-full bg-white/95 px-3 py-1.5 text-center text-xs font-semibold text-ink shadow ${finePointer ? "right-14" : "right-2"}`}
        >
          Map tiles unavailable — showing the campus plan
        </p>
      ) : null}
    </>
  );
}
