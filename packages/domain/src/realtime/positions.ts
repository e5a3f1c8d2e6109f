/**
 * Positions on the wire, compact: a JSON array instead of an object with named fields, coordinates rounded to
 * 5 decimals (about 1 m, finer than any phone's fix) and the heading in whole degrees. A position then costs
 * about 25 bytes instead of about 100.
 */

/** [lat, lon] or [lat, lon, heading]: the heading (0-359, whole degrees) is left out when unknown. */
export type WirePosition = [lat: number, lon: number] | [lat: number, lon: number, heading: number];

/** [lat, lon]: a point with nothing else (nearby drivers, already rounded to about 110 m). */
export type WirePoint = [lat: number, lon: number];

/** Rounded to 5 decimals; never -0 (JSON would print it as 0 anyway). */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5 + 0;

/** A compass heading in whole degrees, 0-359. */
const wholeHeading = (heading: number) => ((Math.round(heading) % 360) + 360) % 360;

export function encodePosition(p: { lat: number; lon: number; heading?: number | null }): WirePosition {
  const at: [number, number] = [round5(p.lat), round5(p.lon)];
  return p.heading === null || p.heading === undefined || !Number.isFinite(p.heading)
    ? at
    : [at[0], at[1], wholeHeading(p.heading)];
}

export function decodePosition(p: readonly number[]): { lat: number; lon: number; heading: number | null } {
  return { lat: p[0] as number, lon: p[1] as number, heading: p.length > 2 ? (p[2] as number) : null };
}

export const encodePoint = (p: { lat: number; lon: number }): WirePoint => [p.lat, p.lon];

export const decodePoint = (p: readonly number[]): { lat: number; lon: number } => ({
  lat: p[0] as number,
  lon: p[1] as number,
});

/**
 * How a rider knows the driver's position is still coming (docs/realtime.md). A driver shares a position about
 * every POSITION_EVERY_MS while online; the ride's room hears an unchanged one again every SAME_POSITION_AGAIN_MS
 * (a driver standing at the pickup still reports in); so after DRIVER_SILENT_AFTER_MS without one, several
 * positions in a row have gone missing and the rider is told. That is well before LOCATION_STALE_MS (60 s),
 * after which the server stops counting the driver as around at all.
 */
export const POSITION_EVERY_MS = 4_000;
export const SAME_POSITION_AGAIN_MS = 2 * POSITION_EVERY_MS;
export const DRIVER_SILENT_AFTER_MS = 5 * POSITION_EVERY_MS;
