import "leaflet/dist/leaflet.css";
import { type LatLngTuple, latLngBounds } from "leaflet";
import { useEffect, useMemo } from "react";
import { AttributionControl, MapContainer, Marker, Polyline, TileLayer, useMap } from "react-leaflet";
import { useClientConfig } from "../../../lib/client-config.ts";
import { isLowData, tileOptions } from "../../../lib/low-data.ts";
import { destinationIcon, endIcon, pickupIcon } from "./marker-icons.ts";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface ReviewMapViewProps {
  pickup: LatLngTuple;
  destination: LatLngTuple;
  /** Where the trip ended, when known. */
  end: LatLngTuple | null;
  /** The driver's recorded positions in time order (empty until loaded, or when none were recorded). */
  track: LatLngTuple[];
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

/** Frames every point of the trip, again when its track arrives. */
function FitView({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const key = points.map((p) => p.join(",")).join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the points change, not their array
  useEffect(() => {
    map.fitBounds(latLngBounds(points), { padding: [28, 28], maxZoom: 16, animate: false });
  }, [map, key]);
  return null;
}

/**
 * A trip under review on a map (leaflet, loaded on demand): the planned pickup and destination joined by a dashed
 * line, the recorded track as a solid line, and where the trip ended. Markers and lines need no tiles. In a list
 * of trips, the page scrolls over the map: no wheel zoom, and dragging only with a mouse (two fingers zoom).
 */
export default function ReviewMapView({ pickup, destination, end, track }: ReviewMapViewProps) {
  const finePointer = useMemo(() => window.matchMedia("(pointer: fine)").matches, []);
  const points = [pickup, destination, ...track, ...(end ? [end] : [])];
  return (
    <MapContainer
      center={pickup}
      zoom={14}
      className="h-full w-full bg-[#e9efe9]! font-[inherit]!"
      attributionControl={false}
      zoomControl={finePointer}
      dragging={finePointer}
      scrollWheelZoom={false}
      keyboard={false}
    >
      <Tiles />
      <AttributionControl position="bottomright" prefix={false} />
      <Polyline
        positions={[pickup, destination]}
        interactive={false}
        pathOptions={{ color: "#0f1f1a", weight: 3, opacity: 0.55, dashArray: "6 8" }}
      />
      {track.length > 0 ? (
        <Polyline
          positions={track}
          interactive={false}
          pathOptions={{ color: "#c62828", weight: 4, opacity: 0.9, lineJoin: "round" }}
          className="review-track"
        />
      ) : null}
      <Marker position={pickup} icon={pickupIcon} keyboard={false} interactive={false} />
      <Marker position={destination} icon={destinationIcon} keyboard={false} interactive={false} />
      {end ? (
        <Marker position={end} icon={endIcon} keyboard={false} interactive={false} zIndexOffset={1000} />
      ) : null}
      <FitView points={points} />
    </MapContainer>
  );
}
