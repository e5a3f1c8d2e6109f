import {
  DEFAULT_PRICE_BANDS,
  driverOfferRange,
  estimateTrip,
  FARE_LEARNING,
  haversineMeters,
  learnedFare,
  type RideTypeId,
  riderOfferRange,
  type TripEstimate,
  type TripInput,
} from "@campusgo/domain";
import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { places, type Ride, rides } from "../../db/schema/index.ts";
import type { RideDeps } from "./deps.ts";
import { fareRule } from "./fares-repo.ts";

/** A point belongs to the known place nearest it within this distance (its landmark). */
const LANDMARK_RADIUS_M = 400;

/** The slug of the known place nearest a point, within LANDMARK_RADIUS_M, or null. */
export async function landmarkOf(db: Db, point: { lat: number; lon: number }): Promise<string | null> {
  const all = await db.select({ slug: places.slug, lat: places.lat, lon: places.lon }).from(places);
  let best: { slug: string; d: number } | null = null;
  for (const p of all) {
    const d = haversineMeters(point, p);
    if (d <= LANDMARK_RADIUS_M && (!best || d < best.d)) best = { slug: p.slug, d };
  }
  return best?.slug ?? null;
}

/** Amounts agreed on one-way rides of this type between the two landmarks in the last FARE_LEARNING.days. */
async function recentAgreedAmounts(
  db: Db,
  rideType: RideTypeId,
  from: string,
  to: string,
  now: Date,
): Promise<number[]> {
  const since = new Date(now.getTime() - FARE_LEARNING.days * 24 * 3600_000);
  const rows = await db
    .select({ amount: rides.amountKobo })
    .from(rides)
    .where(
      and(
        eq(rides.rideType, rideType),
        eq(rides.pickupLandmark, from),
        eq(rides.destLandmark, to),
        eq(rides.roundTrip, false),
        isNotNull(rides.amountKobo),
        gt(rides.acceptedAt, since),
      ),
    )
    .orderBy(desc(rides.acceptedAt))
    .limit(FARE_LEARNING.maxRides);
  return rows.flatMap((r) => (r.amount === null ? [] : [r.amount]));
}

export interface SuggestedPrice extends TripEstimate {
  usual: { lowKobo: number; highKobo: number; rides: number } | null;
  pickupLandmark: string | null;
  destLandmark: string | null;
}

/**
 * The suggested fare of a trip: the fare table's, moved toward what was usually agreed on the same landmark
 * pair recently (one-way trips; a round trip keeps the table's price).
 */
export async function suggestPrice(
  deps: Pick<RideDeps, "db">,
  rideType: RideTypeId,
  trip: TripInput,
  now = new Date(),
): Promise<SuggestedPrice> {
  const estimate = estimateTrip(await fareRule(deps.db, rideType), trip);
  const [pickupLandmark, destLandmark] = await Promise.all([
    landmarkOf(deps.db, trip.pickup),
    landmarkOf(deps.db, trip.destination),
  ]);
  if (trip.roundTrip || !pickupLandmark || !destLandmark) {
    return { ...estimate, usual: null, pickupLandmark, destLandmark };
  }
  const amounts = await recentAgreedAmounts(deps.db, rideType, pickupLandmark, destLandmark, now);
  const learned = learnedFare(estimate.fareKobo, amounts);
  return { ...estimate, fareKobo: learned.fareKobo, usual: learned.usual, pickupLandmark, destLandmark };
}

export const priceBands = (deps: Pick<RideDeps, "config">) =>
  deps.config.rides.priceBands ?? DEFAULT_PRICE_BANDS;

/** The rider's offer on a ride (rides booked before riders made offers offered the suggested fare). */
export const riderOfferOf = (ride: Pick<Ride, "offerKobo" | "fareKobo">) => ride.offerKobo ?? ride.fareKobo;

export const riderRange = (deps: Pick<RideDeps, "config">, suggestedKobo: number) =>
  riderOfferRange(suggestedKobo, priceBands(deps));

export const driverRange = (deps: Pick<RideDeps, "config">, ride: Pick<Ride, "offerKobo" | "fareKobo">) =>
  driverOfferRange(ride.fareKobo, riderOfferOf(ride), priceBands(deps));
