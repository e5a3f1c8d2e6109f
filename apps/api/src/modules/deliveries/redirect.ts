import type { redirectDeliverySchema } from "@campusgo/domain";
import {
  DELIVERY_MESSAGES,
  type DeliveryView,
  isSamePlace,
  REDIRECT_MAX_M,
  roadMeters,
} from "@campusgo/domain";
import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { deliveries, tripEvents, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { DeliveryDeps } from "./deps.ts";
import { findDelivery } from "./repo.ts";
import { notFound, viewDelivery } from "./service.ts";
import { transitionDelivery } from "./transition.ts";

const refused = (message: string = DELIVERY_MESSAGES.cannotRedirect) => new AppError("conflict", message);

/**
 * The sender sends the parcel elsewhere while it is on its way or waiting at the drop-off (the recipient moved,
 * or nobody is there): once, to a place at most REDIRECT_MAX_M of road from the drop-off booked, at no extra cost
 * (docs/decisions/0030-package-delivery.md). The recipient and their code stay the same; a driver waiting at the
 * drop-off drives on.
 */
export async function redirectDelivery(
  deps: DeliveryDeps,
  sender: User,
  id: string,
  input: z.output<typeof redirectDeliverySchema>,
): Promise<DeliveryView> {
  const delivery = await findDelivery(deps.db, id);
  if (!delivery || delivery.senderId !== sender.id) throw notFound();
  if (delivery.status !== "in_transit" && delivery.status !== "at_dropoff") throw refused();
  const current = { lat: delivery.dropoffLat, lon: delivery.dropoffLon };
  if (isSamePlace(current, input.dropoff)) {
    throw new AppError("bad_request", DELIVERY_MESSAGES.redirectSamePlace);
  }
  if (roadMeters(current, input.dropoff) > REDIRECT_MAX_M) {
    throw new AppError("bad_request", DELIVERY_MESSAGES.redirectTooFar);
  }
  const now = new Date();
  const change = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .select({ n: count() })
      .from(tripEvents)
      .where(and(eq(tripEvents.tripId, id), eq(tripEvents.event, "redirect")));
    if ((done?.n ?? 0) > 0) throw refused(DELIVERY_MESSAGES.redirectedAlready);
    return transitionDelivery(tx, delivery, {
      event: "redirect",
      actor: "sender",
      actorId: sender.id,
      patch: {
        dropoffLat: input.dropoff.lat,
        dropoffLon: input.dropoff.lon,
        dropoffName: input.dropoff.name,
        arrivedDropoffAt: null,
      },
      guard: eq(deliveries.senderId, sender.id),
      payload: { from: { ...current, name: delivery.dropoffName }, to: input.dropoff },
      at: now,
    });
  });
  if (!change) throw refused();
  await deps.events.publish(change);
  return viewDelivery(deps, change.delivery, sender, now);
}
