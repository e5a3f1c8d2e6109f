import "leaflet/dist/leaflet.css";
import { CAMPUS_CENTRE, type LiveSnapshot } from "@campusgo/domain";
import { divIcon } from "leaflet";
import { useMemo } from "react";
import { AttributionControl, MapContainer, Marker, TileLayer } from "react-leaflet";
import { useClientConfig } from "../../../lib/client-config.ts";
import { isLowData, tileOptions } from "../../../lib/low-data.ts";
import { VEHICLE_COLOURS } from "./live-colours.ts";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

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

const OTHER = "#425049";

const driverIcon = (colour: string, onTrip: boolean) =>
  divIcon({
    className: "",
    // Idle: a ring; on a trip: filled.
    html: `<span data-testid="live-driver" style="border-color:${colour};background:${onTrip ? colour : "#ffffff"}" class="block size-[16px] rounded-full border-[4px] shadow-md"></span>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  });

const busIcon = (colour: string) =>
  divIcon({
    className: "",
    html: `<span data-testid="live-bus" style="background:${/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : "#0b6e4f"}" class="flex size-[22px] items-center justify-center rounded-[5px] border-2 border-white text-[10px] font-bold text-white shadow-md">B</span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });

const searchIcon = divIcon({
  className: "",
  html: '<span data-testid="live-search" class="block size-[14px] rotate-45 rounded-[2px] border-2 border-ink bg-keke-400 shadow-md"></span>',
  iconSize: [14, 14],
  iconAnchor: [7, 7],
});

const sosIcon = divIcon({
  className: "",
  html: '<span data-testid="live-sos" class="flex size-[26px] animate-pulse items-center justify-center rounded-full border-2 border-white bg-danger text-[9px] font-bold text-white shadow-lg">SOS</span>',
  iconSize: [26, 26],
  iconAnchor: [13, 13],
});

/**
 * The service live on a map (leaflet, loaded on demand): online drivers coloured by vehicle (a ring idle, filled on
 * a trip), buses on a run in their line's colour, the pickups of trips searching, open SOS in red. Markers need no
 * tiles. The lists beside it say the same in words.
 */
export default function LiveMapView({ live }: { live: LiveSnapshot }) {
  return (
    <MapContainer
      center={[CAMPUS_CENTRE.lat, CAMPUS_CENTRE.lon]}
      zoom={14}
      className="h-full w-full bg-[#e9efe9]! font-[inherit]! [&_.leaflet-control-attribution_a]:underline!"
      attributionControl={false}
      scrollWheelZoom={false}
    >
      <Tiles />
      <AttributionControl position="bottomright" prefix={false} />
      {live.drivers.map((d) =>
        d.position ? (
          <Marker
            key={d.driverId}
            position={[d.position.lat, d.position.lon]}
            icon={driverIcon(VEHICLE_COLOURS[d.vehicleType ?? ""] ?? OTHER, d.status === "on_trip")}
            title={`${d.name}, ${d.vehicleType ?? "vehicle unknown"}, ${d.status === "on_trip" ? "on a trip" : "idle"}`}
            keyboard={false}
          />
        ) : null,
      )}
      {live.searching.map((s) => (
        <Marker
          key={s.id}
          position={[s.from.lat, s.from.lon]}
          icon={searchIcon}
          title={`Searching: ${s.from.name} to ${s.to.name}`}
          keyboard={false}
        />
      ))}
      {live.buses.map((b) =>
        b.position ? (
          <Marker
            key={b.runId}
            position={[b.position.lat, b.position.lon]}
            icon={busIcon(b.colour)}
            title={`${b.lineName} bus`}
            keyboard={false}
          />
        ) : null,
      )}
      {live.sos.map((s) =>
        s.position ? (
          <Marker
            key={s.id}
            position={[s.position.lat, s.position.lon]}
            icon={sosIcon}
            title={`SOS from ${s.raisedBy}`}
            zIndexOffset={2000}
            keyboard={false}
          />
        ) : null,
      )}
    </MapContainer>
  );
}
