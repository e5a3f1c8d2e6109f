import { CAMPUS_CENTRE, CAMPUS_PLACES, type CampusPlace, haversineMeters } from "@campusgo/domain/places";

/** Where the build writes the picture (under dist/), and the address the map's backdrop shows it from. */
export const CAMPUS_PLAN_FILE = "images/campus-plan.svg";
export const CAMPUS_PLAN_SRC = `/${CAMPUS_PLAN_FILE}`;

/** The picture's size in CSS pixels: a phone's map area, portrait like the campus. */
export const CAMPUS_PLAN_SIZE = { width: 360, height: 640 } as const;

/** The soft ground around each place, and the margin that keeps it whole inside the picture. */
const GROUND = 40;
const PADDING = GROUND + 4;
/** The picture frames the main campus: the places this close to its centre (outlying areas fall outside). */
const FRAMED_METRES = 1600;
/** Named on the picture, in this order while there is room; hostels and faculties are dots only. */
const NAMED: readonly CampusPlace["kind"][] = ["gate", "area", "landmark"];
const LABEL = { size: 11, charWidth: 6.4, height: 14 };

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&apos;");
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The campus as the app knows it (its gazetteer, packages/domain/src/places.ts), drawn at build time as a
 * small SVG: a soft outline of the grounds, a dot per place and the names of the areas, gates and landmarks.
 * It is what the rider's map area shows before the map and its tiles have loaded, so a phone on a slow
 * network sees the campus at once instead of an empty box. Town places (kilometres away) are left out.
 */
export function campusPlanSvg(places: readonly CampusPlace[] = CAMPUS_PLACES): string {
  const campus = places.filter((p) => p.kind !== "town");
  const framed = campus.filter((p) => haversineMeters(CAMPUS_CENTRE, p) <= FRAMED_METRES);
  const { width, height } = CAMPUS_PLAN_SIZE;
  // Equirectangular with the longitude scaled by the latitude's cosine: true to within a hair at this size.
  const shrink = Math.cos((CAMPUS_CENTRE.lat / 180) * Math.PI);
  const xs = framed.map((p) => p.lon * shrink);
  const ys = framed.map((p) => -p.lat);
  const centre = { x: CAMPUS_CENTRE.lon * shrink, y: -CAMPUS_CENTRE.lat };
  const [minX, maxX, minY, maxY] =
    framed.length > 0
      ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
      : [centre.x, centre.x, centre.y, centre.y];
  // About 1.5 km across at the least, so one place alone is not blown up to the whole picture.
  const span = 0.014;
  const scale = Math.min(
    (width - 2 * PADDING) / Math.max(maxX - minX, span),
    (height - 2 * PADDING) / Math.max(maxY - minY, span),
  );
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  const at = (p: CampusPlace) => ({
    x: round(offsetX + (p.lon * shrink - minX) * scale),
    y: round(offsetY + (-p.lat - minY) * scale),
  });

  const points = campus
    .map((p) => ({ place: p, ...at(p) }))
    .filter(({ x, y }) => x >= GROUND && x <= width - GROUND && y >= GROUND && y <= height - GROUND);
  const grounds = points.map(({ x, y }) => `<circle cx="${x}" cy="${y}" r="${GROUND}"/>`).join("");
  const dots = points.map(({ x, y }) => `<circle cx="${x}" cy="${y}" r="4"/>`).join("");

  // A name sits right of its dot, or left of it near the right edge, and only where no other name is.
  const placed: { left: number; right: number; top: number; bottom: number }[] = [];
  const names: string[] = [];
  for (const kind of NAMED) {
    for (const { place, x, y } of points.filter((p) => p.place.kind === kind)) {
      const textWidth = place.name.length * LABEL.charWidth;
      const end = x + 8 + textWidth > width - 4;
      const box = {
        left: end ? x - 8 - textWidth : x + 8,
        right: end ? x - 8 : x + 8 + textWidth,
        top: y - LABEL.height / 2,
        bottom: y + LABEL.height / 2,
      };
      if (box.left < 4) continue;
      const overlaps = placed.some(
        (o) => box.left < o.right && o.left < box.right && box.top < o.bottom && o.top < box.bottom,
      );
      if (overlaps) continue;
      placed.push(box);
      const anchor = end ? ` text-anchor="end"` : "";
      names.push(
        `<text x="${round(end ? x - 8 : x + 8)}" y="${round(y + 4)}"${anchor}>${escapeXml(place.name)}</text>`,
      );
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<g fill="#dce8dc">${grounds}</g>`,
    `<g fill="#5b6b65" stroke="#fff" stroke-width="1.5">${dots}</g>`,
    `<g font-family="system-ui,sans-serif" font-size="${LABEL.size}" font-weight="600" fill="#33413c" stroke="#fff" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${names.join("")}</g>`,
    "</svg>\n",
  ].join("");
}
