interface Point {
  lat: number;
  lon: number;
  name?: string;
}

const coord = (p: Point) => `${p.lat.toFixed(5)},${p.lon.toFixed(5)}`;

/** Turn-by-turn directions on openstreetmap.org; without `from` the site starts from the device. */
export function directionsUrl(to: Point, from?: Point | null): string {
  const route = `${from ? coord(from) : ""};${coord(to)}`;
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${encodeURIComponent(route)}`;
}

/** A geo: link that opens the phone's own maps app at a place. */
export function geoUri(to: Point): string {
  const label = to.name ? `(${encodeURIComponent(to.name)})` : "";
  return `geo:${coord(to)}?q=${coord(to)}${label}`;
}
