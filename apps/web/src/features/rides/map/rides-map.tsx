import "leaflet/dist/leaflet.css";
import "./rides-map.css";
import { CAMPUS_CENTRE } from "@campusgo/domain/places";
import { type LatLngExpression, type Marker as LeafletMarker, latLngBounds, marker } from "leaflet";
import { memo, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  useMap,
  ZoomControl,
} from "react-leaflet";
import { useClientConfig } from "../../../lib/client-config.ts";
import { isLowData, tileOptions } from "../../../lib/low-data.ts";
import { CampusPlan } from "./campus-plan.tsx";
import { mapStore } from "./map-store.ts";
import { destinationIcon, driverIcon, pickupIcon } from "./marker-icons.ts";
import { TilesNotice } from "./tiles-notice.tsx";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** False until the task after the one that mounted the caller. */
function useNextTask(): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setNext(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return next;
}

/**
 * The map's controls and layers, added in the task after the one that made the map, and its tiles in the task
 * after those: in one task, making the map, its layers and its first tiles held a cheap phone's main thread for
 * up to 200 ms at once, long enough to hold up a tap.
 */
function MapLayers({ children }: { children: ReactNode }) {
  return useNextTask() ? children : null;
}

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
  // The first tiles are laid out in a task after the map's layers (see MapLayers).
  const layersMade = useNextTask();
  if (!url || !layersMade) return null;
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

const MeLayer = memo(function MeLayer() {
  const me = mapStore.useSelect((s) => s.me);
  if (!me) return null;
  return (
    <CircleMarker
      center={[me.lat, me.lon]}
      radius={7}
      interactive={false}
      pathOptions={{ color: "#ffffff", weight: 3, fillColor: "#2563eb", fillOpacity: 1 }}
    />
  );
});

const PlacesLayer = memo(function PlacesLayer() {
  const pickup = mapStore.useSelect((s) => s.pickup);
  const destination = mapStore.useSelect((s) => s.destination);
  return (
    <>
      {pickup && destination ? (
        // A straight dashed line: the trip reads on the map even when no tiles can be fetched.
        <Polyline
          positions={[
            [pickup.lat, pickup.lon],
            [destination.lat, destination.lon],
          ]}
          interactive={false}
          pathOptions={{ color: "#0b6e4f", weight: 3, opacity: 0.7, dashArray: "6 8" }}
        />
      ) : null}
      {pickup ? (
        <Marker position={[pickup.lat, pickup.lon]} icon={pickupIcon} keyboard={false} interactive={false} />
      ) : null}
      {destination ? (
        <Marker
          position={[destination.lat, destination.lon]}
          icon={destinationIcon}
          keyboard={false}
          interactive={false}
        />
      ) : null}
    </>
  );
});

const NearbyLayer = memo(function NearbyLayer() {
  const nearby = mapStore.useSelect((s) => s.nearby);
  const hasDriver = mapStore.useSelect((s) => s.driver !== null);
  if (hasDriver) return null;
  return (
    <>
      {nearby.map((d, i) => (
        <CircleMarker
          // Positions carry no identity; the index is the only key there is.
          // biome-ignore lint/suspicious/noArrayIndexKey: anonymous points
          key={i}
          center={[d.lat, d.lon]}
          radius={7}
          interactive={false}
          pathOptions={{ color: "#0f1f1a", weight: 2, fillColor: "#ffd23f", fillOpacity: 1 }}
          // A constructor option: leaflet sets a path's class when it creates it, not in later style updates.
          className="cg-nearby"
        />
      ))}
    </>
  );
});

/**
 * The assigned driver. The leaflet marker is moved in place from a store subscription, so a new position
 * every few seconds re-renders no React component at all.
 */
function DriverLayer() {
  const map = useMap();
  useEffect(() => {
    let current: LeafletMarker | null = null;
    const apply = () => {
      const driver = mapStore.get().driver;
      if (!driver) {
        current?.remove();
        current = null;
        return;
      }
      if (!current) {
        current = marker([driver.lat, driver.lon], { icon: driverIcon, keyboard: false, interactive: false });
        current.addTo(map);
      } else {
        current.setLatLng([driver.lat, driver.lon]);
      }
      const el = current.getElement()?.firstElementChild as HTMLElement | null | undefined;
      if (el && driver.heading !== null)
        el.style.setProperty("--heading", `${Math.round(driver.heading)}deg`);
    };
    apply();
    const unsubscribe = mapStore.subscribe(apply);
    return () => {
      unsubscribe();
      current?.remove();
    };
  }, [map]);
  return null;
}

/** How much of the map the ride sheet covers: its height on phones, its width on wide screens. */
function sheetCover(container: HTMLElement): { bottom: number; left: number } {
  const box = container.getBoundingClientRect();
  const sheet = document.querySelector("[data-ride-sheet]")?.getBoundingClientRect();
  if (!sheet) return { bottom: 0, left: 0 };
  if (box.width < 768)
    return { bottom: Math.max(0, Math.min(box.height * 0.8, box.bottom - sheet.top)), left: 0 };
  return { bottom: 0, left: Math.max(0, sheet.right - box.left) };
}

/** Keeps the pickup, the destination and the driver in view, in the part of the map the sheet leaves free. */
function FitView() {
  const map = useMap();
  const pickup = mapStore.useSelect((s) => s.pickup);
  const destination = mapStore.useSelect((s) => s.destination);
  const me = mapStore.useSelect((s) => s.me);
  const hasDriver = mapStore.useSelect((s) => s.driver !== null);

  useEffect(() => {
    const driver = hasDriver ? mapStore.get().driver : null;
    const points: LatLngExpression[] = [];
    if (pickup) points.push([pickup.lat, pickup.lon]);
    if (destination) points.push([destination.lat, destination.lon]);
    if (driver) points.push([driver.lat, driver.lon]);
    if (points.length === 0 && me) points.push([me.lat, me.lon]);
    if (points.length === 0) return;
    // After the sheet of the new screen has been laid out.
    const frame = requestAnimationFrame(() => {
      const cover = sheetCover(map.getContainer());
      map.fitBounds(latLngBounds(points), {
        paddingTopLeft: [40 + cover.left, 48],
        paddingBottomRight: [48, 32 + cover.bottom],
        maxZoom: points.length === 1 ? 16 : 17,
        animate: false,
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [map, pickup, destination, me, hasDriver]);
  return null;
}

/**
 * The rider's map (leaflet, loaded on demand): tiles from the configured URL, markers drawn in CSS. Without
 * tiles (none configured, or none can be fetched) it says so in one line and draws the campus plan.
 */
export default function RidesMap() {
  const start = mapStore.get().me ?? mapStore.get().pickup ?? CAMPUS_CENTRE;
  const [tiles, setTiles] = useState<TileState>("unknown");
  return (
    <>
      <MapContainer
        center={[start.lat, start.lon]}
        zoom={15}
        className="cg-map h-full w-full"
        zoomControl={false}
        attributionControl={false}
      >
        <MapLayers>
          <Tiles onState={setTiles} />
          <ZoomControl position="topright" />
          {/* Once tiles show: put up before and taken down when none come, its link took the focus with it. */}
          {tiles === "ok" ? <AttributionControl position="topright" prefix={false} /> : null}
          {tiles === "failed" ? <CampusPlan /> : null}
          <NearbyLayer />
          <PlacesLayer />
          <MeLayer />
          <DriverLayer />
          <FitView />
        </MapLayers>
      </MapContainer>
      {tiles === "failed" ? <TilesNotice /> : null}
    </>
  );
}
