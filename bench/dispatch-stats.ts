/** Small helpers for the dispatch benchmarks. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

export const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

/** Campus box the simulated drivers are spread over (about 6 km x 6 km around the main campus). */
export const CAMPUS_BOX = { lat: 6.8673, lon: 7.4085, halfSizeM: 3000 };

export function randomCampusPoint(): { lat: number; lon: number } {
  const dLat = ((Math.random() * 2 - 1) * CAMPUS_BOX.halfSizeM) / 111_195;
  const dLon =
    ((Math.random() * 2 - 1) * CAMPUS_BOX.halfSizeM) / (111_195 * Math.cos((CAMPUS_BOX.lat * Math.PI) / 180));
  return { lat: CAMPUS_BOX.lat + dLat, lon: CAMPUS_BOX.lon + dLon };
}

export interface ServerStats {
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  rss: number;
  ingested: number;
}
