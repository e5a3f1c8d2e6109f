import type { PlaceView } from "@campusgo/domain";
import { divIcon, latLngBounds } from "leaflet";
import { memo, useEffect, useMemo, useState } from "react";
import { CircleMarker, Marker, useMap, useMapEvents } from "react-leaflet";
import { mapStore } from "./map-store.ts";
import { useCampusPlaces } from "./use-campus-places.ts";

/** Town places lie kilometres away: dots only, and left out when the plan is fitted to the campus. */
const ON_CAMPUS = (p: PlaceView) => p.kind !== "town";
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

/** With nothing of the ride's to show, the plan is fitted to the campus places. */
function FitCampus({ places }: { places: PlaceView[] }) {
  const map = useMap();
  const empty = mapStore.useSelect((s) => !s.pickup && !s.destination && !s.me && !s.driver);
  useEffect(() => {
    const campus = places.filter(ON_CAMPUS);
    if (!empty || campus.length === 0) return;
    map.fitBounds(latLngBounds(campus.map((p) => [p.lat, p.lon])), { padding: [24, 24], animate: false });
  }, [map, empty, places]);
  return null;
}

/**
 * The campus plan drawn when map tiles cannot be shown: the known campus places (GET /api/places) as
 * labelled dots on a plain background; the ride's own markers and line sit above it.
 */
export function CampusPlan() {
  const places = useCampusPlaces(true);
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  useEffect(() => {
    const container = map.getContainer();
    container.classList.add("cg-map-plan");
    return () => container.classList.remove("cg-map-plan");
  }, [map]);

  const list = places.data ?? [];
  return (
    <>
      {list.map((p) => (
        <CircleMarker
          key={p.id}
          center={[p.lat, p.lon]}
          radius={4}
          interactive={false}
          pathOptions={{ color: "#ffffff", weight: 1.5, fillColor: "#5b6b65", fillOpacity: 1 }}
          className="cg-place-dot"
        />
      ))}
      {list
        .filter((p) => ON_CAMPUS(p) && (zoom >= 17 || (zoom >= 14 && MAJOR.has(p.kind))))
        .map((p) => (
          <PlaceLabel key={p.id} place={p} />
        ))}
      <FitCampus places={list} />
    </>
  );
}
