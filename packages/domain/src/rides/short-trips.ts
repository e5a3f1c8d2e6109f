import { formatDistance } from "../format/distance.ts";
import { formatNaira } from "../money.ts";
import { haversineMeters } from "../places.ts";
import {
  earlyEndKobo,
  FARE_ROUNDING_KOBO,
  type FareRule,
  ROAD_FACTOR,
  roadMeters,
  type TripInput,
} from "./fares.ts";

/**
 * What a trip costs when the driver ends it away from where it ends (docs/decisions/0022-trips-ended-short.md):
 * the agreed amount in the proportion of the planned distance actually driven, by the recorded track.
 */

/** A recorded position of the driver during a trip; `at` in milliseconds. */
export interface TrackPoint {
  lat: number;
  lon: number;
  at: number;
}

/** Points farther apart in time than this are a gap in the track: the road between them is the straight line x the road factor. */
export const TRACK_GAP_MS = 60_000;
/** Faster than this from the last point kept is a jump of the phone's fix, not driving: the point is left out. */
export const TRACK_MAX_SPEED_KMH = 180;

/** The distance driven along a track (points in time order), in whole metres. */
export function drivenMeters(points: readonly TrackPoint[]): number {
  let total = 0;
  let last: TrackPoint | undefined;
  for (const point of points) {
    if (!last) {
      last = point;
      continue;
    }
    const metres = haversineMeters(last, point);
    const seconds = Math.max(0.001, (point.at - last.at) / 1000);
    if ((metres / seconds) * 3.6 > TRACK_MAX_SPEED_KMH) continue;
    total += point.at - last.at > TRACK_GAP_MS ? metres * ROAD_FACTOR : metres;
    last = point;
  }
  return Math.round(total);
}

const roundUp = (kobo: number) => Math.ceil(kobo / FARE_ROUNDING_KOBO) * FARE_ROUNDING_KOBO;
/** Never below the ride type's minimum fare (unless less was agreed), never above the agreed amount. */
const bounded = (kobo: number, agreedKobo: number, minimumKobo: number) =>
  Math.min(agreedKobo, Math.max(Math.min(minimumKobo, agreedKobo), kobo));
const share = (drivenM: number, plannedM: number) => (plannedM > 0 ? Math.min(1, drivenM / plannedM) : 1);

/** A one-way trip ended short: the agreed amount x driven / planned, rounded up to ₦50. */
export function shortEndKobo(input: {
  agreedKobo: number;
  plannedM: number;
  drivenM: number;
  minimumKobo: number;
}): number {
  const byDistance = roundUp(input.agreedKobo * share(input.drivenM, input.plannedM));
  return bounded(byDistance, input.agreedKobo, input.minimumKobo);
}

/**
 * A round trip ended short on the way back: the way out and the minutes waited as decision 11 prices them
 * (earlyEndKobo), and the return leg's part of the agreed amount in the proportion of it driven.
 */
export function roundTripShortEndKobo(
  rule: FareRule,
  trip: TripInput,
  input: { agreedKobo: number; waitedMinutes: number; returnDrivenM: number },
): number {
  const wayOutAndWait = earlyEndKobo(rule, trip, input.agreedKobo, input.waitedMinutes);
  const returnPart = input.agreedKobo - earlyEndKobo(rule, trip, input.agreedKobo, trip.waitMinutes);
  const leg = roadMeters(trip.pickup, trip.destination);
  const total = wayOutAndWait + roundUp(Math.max(0, returnPart) * share(input.returnDrivenM, leg));
  return bounded(total, input.agreedKobo, rule.minimumKobo);
}

/** Why a trip costs less than agreed, as both sides read it before paying: "Ended 48 km before Enugu: ₦350 of ₦7,400". */
export function endedShortNote(input: {
  endedAwayM: number;
  endName: string;
  amountKobo: number;
  agreedKobo: number;
}): string {
  // "48 km", "4.5 km", "800 m": the screens' distances, spaced as in a sentence.
  const distance = formatDistance(input.endedAwayM).replace(/(\d)(k?m)$/, "$1 $2");
  return `Ended ${distance} before ${input.endName}: ${formatNaira(input.amountKobo)} of ${formatNaira(input.agreedKobo)}`;
}

/** A round trip the rider ended at the destination: "Ended early: ₦300, agreed ₦500". */
export function endedEarlyNote(amountKobo: number, agreedKobo: number): string {
  return `Ended early: ${formatNaira(amountKobo)}, agreed ${formatNaira(agreedKobo)}`;
}

/** The note of a trip that costs less than agreed, or null (see RideView.priceNote). */
export function priceNoteOf(ride: {
  status: string;
  roundTrip: boolean;
  amountKobo: number | null;
  agreedKobo: number | null;
  endedAwayM: number | null;
  pickupName: string;
  destName: string;
}): string | null {
  const { amountKobo, agreedKobo } = ride;
  if (ride.status !== "completed" || amountKobo === null || agreedKobo === null || amountKobo >= agreedKobo) {
    return null;
  }
  if (ride.endedAwayM !== null) {
    return endedShortNote({
      endedAwayM: ride.endedAwayM,
      endName: ride.roundTrip ? ride.pickupName : ride.destName,
      amountKobo,
      agreedKobo,
    });
  }
  return ride.roundTrip ? endedEarlyNote(amountKobo, agreedKobo) : null;
}
