interface Point {
  lat: number;
  lon: number;
}

const coord = (p: Point) => `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`;

/**
 * Turn-by-turn driving directions in Google Maps (the app on a phone, the site elsewhere), from wherever the
 * device is to `to`.
 */
export function directionsUrl(to: Point): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coord(to)}&travelmode=driving`;
}
