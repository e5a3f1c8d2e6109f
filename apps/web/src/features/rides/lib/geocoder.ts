import { CAMPUS_CENTRE, haversineMeters, nearestPlace } from "@campusgo/domain/places";
import type { RidePlace } from "../api/types.ts";

/**
 * A Nominatim-style geocoder at the configured URL. It may be unreachable (offline phone, no outside network):
 * every call has a short time-out, failures are silent, and after one failure the geocoder is skipped for a
 * minute so typing does not wait on it again and again.
 */
const TIMEOUT_MS = 5000;
const BACKOFF_MS = 60_000;
/** Beyond this distance the nearest campus place does not name a position. */
const NEAREST_PLACE_MAX_M = 30_000;

let downUntil = 0;

function base(url: string): string {
  return url.replace(/\/+$/, "");
}

async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  if (Date.now() < downUntil) throw new Error("geocoder unavailable");
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const combined = signal && "any" in AbortSignal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetch(url, { signal: combined, headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return await response.json();
  } catch (error) {
    if (!signal?.aborted) downUntil = Date.now() + BACKOFF_MS;
    throw error;
  }
}

/** The display_name of a position, or null. */
export async function reverseGeocode(
  geocoderUrl: string,
  at: { lat: number; lon: number },
  signal?: AbortSignal,
): Promise<string | null> {
  const params = new URLSearchParams({ lat: String(at.lat), lon: String(at.lon), format: "json" });
  try {
    const body = (await fetchJson(`${base(geocoderUrl)}/reverse?${params}`, signal)) as {
      display_name?: unknown;
    };
    return typeof body.display_name === "string" && body.display_name ? body.display_name : null;
  } catch {
    return null;
  }
}

/** Places matching a text near the campus, or [] when the geocoder cannot be reached. */
export async function searchGeocoder(
  geocoderUrl: string,
  q: string,
  signal?: AbortSignal,
): Promise<RidePlace[]> {
  const d = 0.35;
  const params = new URLSearchParams({
    q,
    format: "json",
    limit: "5",
    viewbox: [
      CAMPUS_CENTRE.lon - d,
      CAMPUS_CENTRE.lat + d,
      CAMPUS_CENTRE.lon + d,
      CAMPUS_CENTRE.lat - d,
    ].join(","),
  });
  try {
    const body = await fetchJson(`${base(geocoderUrl)}/search?${params}`, signal);
    if (!Array.isArray(body)) return [];
    return body.flatMap((item: { lat?: unknown; lon?: unknown; display_name?: unknown }) => {
      const lat = Number(item.lat);
      const lon = Number(item.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || typeof item.display_name !== "string") return [];
      return [{ lat, lon, name: item.display_name }];
    });
  } catch {
    return [];
  }
}

/** The name of the campus place nearest to a position, when it is near enough to mean anything. */
export function nearestPlaceName(at: { lat: number; lon: number }): string | null {
  const place = nearestPlace(at);
  if (!place) return null;
  return haversineMeters(at, place) <= NEAREST_PLACE_MAX_M ? place.name : null;
}

/** Names a pickup: the geocoder's display name, else the nearest campus place, else null (silently). */
export async function namePosition(
  geocoderUrl: string | null,
  at: { lat: number; lon: number },
  signal?: AbortSignal,
): Promise<string | null> {
  const name = geocoderUrl ? await reverseGeocode(geocoderUrl, at, signal) : null;
  return name ?? nearestPlaceName(at);
}
