import "leaflet/dist/leaflet.css";
import { type LatLngTuple, latLngBounds } from "leaflet";
import { useEffect, useMemo } from "react";
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  useMap,
} from "react-leaflet";
import { useClientConfig } from "../../../lib/client-config.ts";
import { isLowData, tileOptions } from "../../../lib/low-data.ts";
import type { Ride } from "../api/types.ts";
import { useDriverPosition } from "../hooks/driver-position.ts";
import { currentLeg } from "../lib/next-step.ts";
import { destinationIcon, pickupIcon } from "./marker-icons.ts";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const at = (p: { lat: number; lon: number }): LatLngTuple => [p.lat, p.lon];

function Tiles() {
  const config = useClientConfig();
  const options = useMemo(() => tileOptions(isLowData()), []);
  if (!config.data?.tileUrl) return null;
  return (
    <TileLayer
      url={config.data.tileUrl}
      attribution={ATTRIBUTION}
      {...options}
      eventHandlers={{
        // Offline or blocked: hide the broken tile and let the plain background show.
        tileerror: (event) => {
          event.tile.style.visibility = "hidden";
        },
      }}
    />
  );
}

/** Frames the driver, the pickup and the destination when the ride or its leg changes, or the driver appears. */
function FitView({ points, leg }: { points: LatLngTuple[]; leg: string }) {
  const map = useMap();
  const count = points.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit on a new leg, not on every position
  useEffect(() => {
    map.fitBounds(latLngBounds(points), { padding: [28, 28], maxZoom: 17, animate: false });
  }, [map, leg, count]);
  return null;
}

/**
 * The driver's ride on a map (leaflet, loaded on demand): the pickup and the destination, the driver's own
 * position, and straight lines from the driver to where they head now and along the trip.
 */
export default function DriverRideMap({ ride }: { ride: Ride }) {
  const me = useDriverPosition();
  const leg = currentLeg(ride);
  const points = [at(ride.pickup), at(ride.destination), ...(me ? [at(me)] : [])];

  return (
    <MapContainer
      center={at(leg.to)}
      zoom={15}
      className="h-full w-full bg-[#e9efe9]! font-[inherit]!"
      attributionControl={false}
      keyboard={false}
    >
      <Tiles />
      <AttributionControl position="bottomright" prefix={false} />
      {/* The trip itself, dashed. */}
      <Polyline
        positions={[at(ride.pickup), at(ride.destination)]}
        interactive={false}
        pathOptions={{ color: "#0f1f1a", weight: 3, opacity: 0.55, dashArray: "6 8" }}
      />
      {/* Where the driver heads now, from where they are. */}
      {me ? (
        <Polyline
          positions={[at(me), at(leg.to)]}
          interactive={false}
          pathOptions={{ color: "#0b6e4f", weight: 5, opacity: 0.85 }}
          className="driver-route"
        />
      ) : null}
      <Marker
        position={at(ride.pickup)}
        icon={pickupIcon}
        title={`Pickup: ${ride.pickup.name}`}
        keyboard={false}
        interactive={false}
      />
      <Marker
        position={at(ride.destination)}
        icon={destinationIcon}
        title={`Destination: ${ride.destination.name}`}
        keyboard={false}
        interactive={false}
      />
      {me ? (
        <CircleMarker
          center={at(me)}
          radius={9}
          interactive={false}
          pathOptions={{ color: "#0f1f1a", weight: 3, fillColor: "#ffd23f", fillOpacity: 1 }}
        />
      ) : null}
      <FitView points={points} leg={`${ride.id}:${ride.status}`} />
    </MapContainer>
  );
}
