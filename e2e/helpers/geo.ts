import type { BrowserContext, TestInfo } from "@playwright/test";

export interface Spot {
  lat: number;
  lon: number;
}

/**
 * A place of its own for one test: a grid of spots south of the campus, each at least 7 km from the others
 * and from the campus (dispatch looks 6 km out at most), so the riders and drivers of tests running at the same
 * time, and the demo's simulated drivers on campus, never meet. Slots 0-14 per project (desktop and mobile get
 * their own). Every spot of slots 0-12 lies within 30 km of a named place (Nsukka or Enugu), so a pickup there
 * gets a name; slots 13-14 lie a little farther, for journeys that book with names of their own.
 *
 * Slots in use: 0-2 rides, 3-4 round-trip, 5-6 navigation, 7 bookings, 8-9 and 13-14 driver-alerts,
 * 10 booking-ahead, 11 payments-driver, 12 payments-rider.
 */
export function isolatedSpot(slot: number, testInfo: TestInfo): Spot {
  if (slot < 0 || slot >= SLOTS) throw new Error(`isolatedSpot: slot ${slot} is not in 0-${SLOTS - 1}`);
  const mobile = testInfo.project.name === "mobile";
  // Slots 0-11 fill the five-by-five grid (desktop 0-11, mobile 12-23); slot 12 takes its last spot (desktop)
  // and the first spot of a sixth column east of it, near Enugu (mobile); slots 13-14 go on up that column.
  const index =
    slot < GRID_SLOTS
      ? slot + (mobile ? GRID_SLOTS : 0)
      : 2 * GRID_SLOTS + 2 * (slot - GRID_SLOTS) + (mobile ? 1 : 0);
  const row = index < 25 ? Math.floor(index / 5) : index - 25;
  const col = index < 25 ? index % 5 : 5;
  return { lat: 6.48 + row * 0.07, lon: 7.3 + col * 0.07 };
}

/** Slots per project in the five-by-five grid going north from near Enugu, and in all. */
const GRID_SLOTS = 12;
const SLOTS = 15;

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
