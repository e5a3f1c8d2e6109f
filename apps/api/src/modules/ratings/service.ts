import { RATING_MESSAGES, type RatingView } from "@campusgo/domain";
import type { TripRating, User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import type { RideDeps } from "../rides/deps.ts";
import { rideForViewer } from "../rides/service.ts";
import { findRating, insertRating } from "./repo.ts";

const toView = (rating: TripRating): RatingView => ({
  stars: rating.stars,
  comment: rating.comment,
  createdAt: rating.createdAt.toISOString(),
});

/** The rider's or the driver's own rating of a trip they took part in (null before they rate). */
export async function myRating(deps: RideDeps, user: User, rideId: string): Promise<RatingView | null> {
  const ride = await rideForViewer(deps, user, rideId);
  const rating = await findRating(deps.db, ride.id, user.id);
  return rating ? toView(rating) : null;
}

/**
 * Rates the other person of a completed trip: the rider rates the driver, the driver the rider. Once each;
 * the unique index settles two submissions at the same moment.
 */
export async function rateRide(
  deps: RideDeps,
  user: User,
  rideId: string,
  input: { stars: number; comment?: string | undefined },
): Promise<RatingView> {
  const ride = await rideForViewer(deps, user, rideId);
  const rateeId = ride.riderId === user.id ? ride.driverId : ride.driverId === user.id ? ride.riderId : null;
  if (ride.status !== "completed" || !rateeId)
    throw new AppError("bad_request", RATING_MESSAGES.notCompleted);
  try {
    const rating = await insertRating(deps.db, {
      tripId: ride.id,
      raterId: user.id,
      rateeId,
      stars: input.stars,
      comment: input.comment ?? null,
    });
    return toView(rating);
  } catch (error) {
    if (uniqueViolation(error) === "trip_ratings_trip_rater_key") {
      throw new AppError("conflict", RATING_MESSAGES.alreadyRated);
    }
    throw error;
  }
}
