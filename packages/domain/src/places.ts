/**
 * The campus gazetteer: named places on and around the University of Nigeria, Nsukka campus.
 * Coordinates are approximate; the places table is seeded from this list and an admin can edit it.
 */
export const PLACE_KINDS = ["area", "gate", "hostel", "faculty", "landmark", "town"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface CampusPlace {
  slug: string;
  name: string;
  kind: PlaceKind;
  lat: number;
  lon: number;
}

/** Main campus centre (the spec's reference point). */
export const CAMPUS_CENTRE = { lat: 6.8673, lon: 7.4085 } as const;

const place = (slug: string, name: string, kind: PlaceKind, lat: number, lon: number): CampusPlace => ({
  slug,
  name,
  kind,
  lat,
  lon,
});

export const CAMPUS_PLACES: readonly CampusPlace[] = [
  place("odenigwe", "Odenigwe", "area", 6.8652, 7.4158),
  place("hill-top", "Hill-top", "area", 6.8712, 7.4122),
  place("behind-flat", "Behind Flat", "area", 6.8622, 7.4062),
  place("onuiyi", "Onuiyi", "area", 6.8538, 7.4058),
  place("obukpa", "Obukpa", "area", 6.8905, 7.4098),
  place("ziks-flats", "Zik's Flats", "area", 6.8682, 7.4028),
  place("main-gate", "Main gate", "gate", 6.8588, 7.3957),
  place("odim-gate", "Odim gate", "gate", 6.8745, 7.4148),
  place("mary-slessor-hall", "Mary Slessor Hall", "hostel", 6.8667, 7.4061),
  place("bello-hall", "Bello Hall", "hostel", 6.8659, 7.4077),
  place("eni-njoku-hall", "Eni Njoku Hall", "hostel", 6.8671, 7.4092),
  place("peter-odili-hall", "Peter Odili Hall", "hostel", 6.8686, 7.4109),
  place("alvan-ikoku-hall", "Alvan Ikoku Hall", "hostel", 6.8696, 7.4071),
  place("mbanefo-hall", "Mbanefo Hall", "hostel", 6.8654, 7.4049),
  place("kwame-nkrumah-hall", "Kwame Nkrumah Hall", "hostel", 6.8677, 7.4044),
  place("okeke-hall", "Okeke Hall", "hostel", 6.8649, 7.4096),
  place("franco-hall", "Franco Hall", "hostel", 6.8641, 7.4106),
  place("faculty-agriculture", "Faculty of Agriculture", "faculty", 6.8619, 7.4131),
  place("faculty-arts", "Faculty of Arts", "faculty", 6.8691, 7.4086),
  place("faculty-biological-sciences", "Faculty of Biological Sciences", "faculty", 6.8661, 7.4112),
  place("faculty-engineering", "Faculty of Engineering", "faculty", 6.8614, 7.4094),
  place("faculty-education", "Faculty of Education", "faculty", 6.8701, 7.4059),
  place("faculty-pharmaceutical-sciences", "Faculty of Pharmaceutical Sciences", "faculty", 6.8631, 7.4076),
  place("faculty-physical-sciences", "Faculty of Physical Sciences", "faculty", 6.8664, 7.4121),
  place("faculty-social-sciences", "Faculty of Social Sciences", "faculty", 6.8681, 7.4126),
  place("faculty-veterinary-medicine", "Faculty of Veterinary Medicine", "faculty", 6.8604, 7.4141),
  place("nnamdi-azikiwe-library", "Nnamdi Azikiwe Library", "landmark", 6.8673, 7.4085),
  place("student-union-building", "Student Union Building", "landmark", 6.8668, 7.4101),
  place("medical-centre", "UNN Medical Centre", "landmark", 6.8646, 7.4032),
  place("stadium", "UNN Sports Complex", "landmark", 6.8628, 7.4005),
  place("nsukka-town", "Nsukka Town", "town", 6.8567, 7.3958),
  place("ogige-market", "Ogige Market", "town", 6.8524, 7.3902),
  place("nsukka-motor-park", "Nsukka Motor Park", "town", 6.8546, 7.3924),
  place("enugu", "Enugu", "town", 6.4584, 7.5464),
];

const EARTH_RADIUS_M = 6371008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The gazetteer place nearest to a position (names a pickup when geocoding is not available). */
export function nearestPlace(
  at: { lat: number; lon: number },
  places: readonly CampusPlace[] = CAMPUS_PLACES,
): CampusPlace | undefined {
  let best: CampusPlace | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const p of places) {
    const d = haversineMeters(at, p);
    if (d < bestDistance) {
      best = p;
      bestDistance = d;
    }
  }
  return best;
}
