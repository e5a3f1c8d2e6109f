import { DELIVERY_MESSAGES, type DeliveryView, RATING_MESSAGES } from "@campusgo/domain";
import type { User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { insertRating } from "../ratings/repo.ts";
import type { DeliveryDeps } from "./deps.ts";
import { deliveryForViewer, viewDelivery } from "./service.ts";

/**
 * The sender rates the driver, the driver the sender, once the delivery has ended with the parcel handed over
 * (delivered or returned). Once each: the unique index settles two submissions at the same moment.
 */
export async function rateDelivery(
  deps: DeliveryDeps,
  user: User,
  id: string,
  input: { stars: number; comment: string | null },
): Promise<DeliveryView> {
  const delivery = await deliveryForViewer(deps, user, id);
  const rateeId =
    delivery.senderId === user.id
      ? delivery.driverId
      : delivery.driverId === user.id
        ? delivery.senderId
        : null;
  if (!rateeId || (delivery.status !== "delivered" && delivery.status !== "returned")) {
    throw new AppError("conflict", DELIVERY_MESSAGES.cannotRate);
  }
  try {
    await insertRating(deps.db, { tripId: id, raterId: user.id, rateeId, ...input });
  } catch (error) {
    if (uniqueViolation(error) === "trip_ratings_trip_rater_key") {
      throw new AppError("conflict", RATING_MESSAGES.alreadyRated);
    }
    throw error;
  }
  return viewDelivery(deps, delivery, user);
}
