/**
 * The tracking page's plan of the way: no map tiles (a phone on 2G should not wait for them, and the page may be
 * served where no tile server is reachable), only the pickup, the drop-off and the driver drawn into a box. Runs on
 * the server and in the page's script.
 */

/** A point on the globe, in degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** The plan's size in SVG units; it scales to the page's width. */
export const PLAN = { width: 320, height: 180, padding: 24 } as const;
/** The least span shown, in degrees of latitude (about 330 m), so points a few metres apart are not blown up. */
const MIN_SPAN = 0.003;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Projects points into the plan: equirectangular around their bounding box (longitudes shrunk by the cosine of
 * the middle latitude, so a kilometre is as long across as up), fitted inside the padding with the aspect kept
 * and centred. North is up.
 */
export function project(points: LatLon[]): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const middle = (Math.min(...lats) + Math.max(...lats)) / 2;
  const shrink = Math.cos(rad(middle));
  const xs = points.map((p) => p.lon * shrink);
  const ys = lats;
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, MIN_SPAN);
  const spanY = Math.max(maxY - minY, MIN_SPAN);
  const scale = Math.min((PLAN.width - 2 * PLAN.padding) / spanX, (PLAN.height - 2 * PLAN.padding) / spanY);
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  return points.map((_, i) => ({
    x: round1(PLAN.width / 2 + ((xs[i] ?? 0) - centreX) * scale),
    y: round1(PLAN.height / 2 - ((ys[i] ?? 0) - centreY) * scale),
  }));
}

/**
 * The plan as inline SVG: the way from the pickup (a ring) to the drop-off (a yellow diamond) as a dashed line,
 * and the driver (a green dot with a halo, an arrow when their heading is known). `label` names it for screen
 * readers and must already be escaped.
 */
export function planSvg(
  pickup: LatLon,
  dropoff: LatLon,
  driver: LatLon & { heading: number | null },
  label: string,
): string {
  const [a, b, d] = project([pickup, dropoff, driver]);
  if (!a || !b || !d) return "";
  const arrow =
    driver.heading === null
      ? ""
      : `<path d="M${d.x} ${d.y - 5}l4 8-4-2-4 2z" fill="#fff" transform="rotate(${Math.round(driver.heading)} ${d.x} ${d.y})"/>`;
  return (
    `<svg class="plan" viewBox="0 0 ${PLAN.width} ${PLAN.height}" role="img" aria-label="${label}">` +
    `<defs><pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">` +
    `<path d="M20 0H0V20" fill="none" stroke="#dfe8e4"/></pattern></defs>` +
    `<rect width="100%" height="100%" fill="#f6faf8"/><rect width="100%" height="100%" fill="url(#grid)"/>` +
    `<path d="M${a.x} ${a.y}L${b.x} ${b.y}" stroke="#4b5f58" stroke-width="2" stroke-dasharray="5 5"/>` +
    `<circle cx="${a.x}" cy="${a.y}" r="6" fill="#fff" stroke="#0b6e4f" stroke-width="3"/>` +
    `<rect x="${b.x - 6}" y="${b.y - 6}" width="12" height="12" fill="#ffd23f" stroke="#0f1f1a" stroke-width="1.5" transform="rotate(45 ${b.x} ${b.y})"/>` +
    `<circle cx="${d.x}" cy="${d.y}" r="16" fill="#0b6e4f" fill-opacity=".18"/>` +
    `<circle cx="${d.x}" cy="${d.y}" r="9" fill="#0b6e4f" stroke="#fff" stroke-width="2.5"/>${arrow}</svg>`
  );
}
