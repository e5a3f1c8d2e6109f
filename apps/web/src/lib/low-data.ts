import type { TileLayerOptions } from "leaflet";

/** The Network Information API, where the browser has it (Chromium and Android; not Safari or Firefox). */
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW = new Set(["slow-2g", "2g", "3g"]);

/** Whether the phone says its connection is slow or its user asked to save data. */
export function isLowData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection && (connection.saveData || SLOW.has(connection.effectiveType ?? "")));
}

/**
 * How map tiles are fetched (the rider's and the driver's maps). Never retina tiles (four times the tiles on a
 * 2x screen). On a slow connection or with Save-Data, fewer zoom levels: tiles stop at zoom 15 (closer views,
 * up to 17, enlarge them: a quarter of the tiles at 16, a sixteenth at 17, and the same tiles for all three),
 * and nothing is fetched for the zoom levels passed through while pinching.
 */
export function tileOptions(lowData: boolean): TileLayerOptions {
  return lowData
    ? { maxZoom: 17, maxNativeZoom: 15, detectRetina: false, updateWhenZooming: false, updateWhenIdle: true }
    : { maxZoom: 19, detectRetina: false };
}
