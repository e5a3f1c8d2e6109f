import type { BrowserContext, TestInfo } from "@playwright/test";

export interface Spot {
  lat: number;
  lon: number;
}

/**
 * A place of its own for one test: a grid of spots south of the campus, each at least 7 km from the others
 * and from the campus (dispatch looks 6 km out at most), so the riders and drivers of tests running at the same
 * time, and the demo's simulated drivers on campus, never meet. Slots 0-11 per project (desktop and mobile get
 * their own). Every spot lies within 30 km of a named place (Nsukka or Enugu), so a pickup there gets a name.
 */
export function isolatedSpot(slot: number, testInfo: TestInfo): Spot {
  if (slot < 0 || slot >= SLOTS) throw new Error(`isolatedSpot: slot ${slot} is not in 0-${SLOTS - 1}`);
  const index = slot + (testInfo.project.name === "mobile" ? SLOTS : 0);
  const row = Math.floor(index / 5);
  const col = index % 5;
  return { lat: 6.48 + row * 0.07, lon: 7.3 + col * 0.07 };
}

/** Spots per project: 24 in all, five rows of five going north from near Enugu. */
const SLOTS = 12;

/** A point `north` and `east` metres away from another. */
export function offset(spot: Spot, north: number, east: number): Spot {
  const lat = spot.lat + north / 111_320;
  const lon = spot.lon + east / (111_320 * Math.cos((spot.lat * Math.PI) / 180));
  return { lat, lon };
}

/** Lets the pages of a context read the device position, and puts the device at `spot`. */
export async function placeDevice(context: BrowserContext, spot: Spot): Promise<void> {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: spot.lat, longitude: spot.lon, accuracy: 10 });
}

/** Moves the device; pages following it with watchPosition get the new position. */
export async function moveDevice(context: BrowserContext, spot: Spot): Promise<void> {
  await context.setGeolocation({ latitude: spot.lat, longitude: spot.lon, accuracy: 10 });
}

/** The main campus centre (the demo's simulated drivers drive around it). */
export const CAMPUS = { lat: 6.8668, lon: 7.4101 } as const;
