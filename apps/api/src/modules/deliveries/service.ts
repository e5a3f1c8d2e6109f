import {
  type createDeliverySchema,
  DELIVERY_MESSAGES,
  type DeliveryEstimate,
  type DeliveryStatus,
  type DeliveryView,
  type deliveryEstimateQuerySchema,
  estimateDelivery,
  inRange,
  isSamePlace,
  MAX_TRIP_METERS,
  offerRangeMessage,
  PAYMENT_MESSAGES,
  returnFeeKobo,
  returnRule,
  roadMeters,
  SIZE_RIDE_TYPES,
  scheduleProblem,
} from "@campusgo/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import { type Delivery, deliveries, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { owedCharge } from "../payments/charges.ts";
import { settleCancelledPrepaidTrip } from "../payments/prepaid.ts";
import { fareRule } from "../rides/fares-repo.ts";
import { riderRange } from "../rides/prices.ts";
import { dispatchTimeOf, searchDeadline } from "../rides/schedule.ts";
import { deliveryFactorsOf, liveRidesConfig } from "../service-data/settings.ts";
import { issueCode, revokeCodes } from "../trips/handover.ts";
import type { DeliveryDeps } from "./deps.ts";
import { parcelPhotoUploads } from "./photos.ts";
import { findDelivery, freeActiveSlot, insertDelivery, listDeliveriesOf } from "./repo.ts";
import { shareToken, shareTokenHash } from "./share.ts";
import type { DeliveryChange } from "./transition.ts";
import { transitionDelivery } from "./transition.ts";
import { loadDeliveryViewData, toDeliveryView } from "./view.ts";

/** A delivery is priced by the Keke fare of its road (the fare table's row, data an admin changes). */
const KEKE = 1;
/** A booking whose drivers would be asked more than this far ahead is "later" (scheduled), as for rides. */
const SCHEDULE_THRESHOLD_MS = 60_000;
/** The sender cancels before the parcel is taken; the driver once it is theirs, before they take it. */
const SENDER_CANCEL_STATUSES: readonly DeliveryStatus[] = [
  "scheduled",
  "searching",
  "expired",
  "accepted",
  "at_pickup",
];
const DRIVER_CANCEL_STATUSES: readonly DeliveryStatus[] = ["accepted", "at_pickup"];

export const notFound = () => new AppError("not_found", DELIVERY_MESSAGES.deliveryNotFound);
const badRequest = (message: string) => new AppError("bad_request", message);

export async function viewDelivery(
  deps: DeliveryDeps,
  delivery: Delivery,
  viewer: User,
  now = new Date(),
): Promise<DeliveryView> {
  return toDeliveryView(delivery, viewer, await loadDeliveryViewData(deps.db, [delivery]), deps.config, now);
}

/** GET /api/deliveries/estimate: the suggested price by road and size, what the sender may offer, the way back. */
export async function estimate(
  deps: DeliveryDeps,
  q: z.output<typeof deliveryEstimateQuerySchema>,
): Promise<DeliveryEstimate> {
  const price = estimateDelivery(
    await fareRule(deps.db, KEKE),
    {
      pickup: { lat: q.pickupLat, lon: q.pickupLon },
      dropoff: { lat: q.dropoffLat, lon: q.dropoffLon },
      size: q.size,
    },
    await deliveryFactorsOf(deps.db),
  );
  return {
    ...price,
    offerRange: riderRange(deps, price.fareKobo),
    returnFeeKobo: returnFeeKobo(price.fareKobo),
    returnRule: returnRule(price.fareKobo),
    rideTypes: [...SIZE_RIDE_TYPES[q.size]],
  };
}

/**
 * Books a delivery, now (searching) or later (scheduled), in one transaction: the trip and its row (in one of
 * the sender's active slots), the booking's event, the parcel photo taken off the sender's unused uploads, and
 * the two hand-over codes (pickup for the sender, drop-off for the recipient). Anything refused writes nothing.
 * Once committed, the booking's subscribers text the recipient (./recipient-sms.ts).
 */
export async function createDelivery(
  deps: DeliveryDeps,
  sender: User,
  input: z.output<typeof createDeliverySchema>,
  now = new Date(),
): Promise<DeliveryView> {
  if (isSamePlace(input.pickup, input.dropoff)) throw badRequest(DELIVERY_MESSAGES.sameLocation);
  if (roadMeters(input.pickup, input.dropoff) > MAX_TRIP_METERS) throw badRequest(DELIVERY_MESSAGES.tooFar);
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
  const problem = scheduledAt ? scheduleProblem(scheduledAt, now) : null;
  if (problem) throw badRequest(problem);
  const price = estimateDelivery(await fareRule(deps.db, KEKE), input, await deliveryFactorsOf(deps.db));
  const offerKobo = input.offerKobo ?? price.fareKobo;
  const range = riderRange(deps, price.fareKobo);
  if (!inRange(offerKobo, range)) throw badRequest(offerRangeMessage(range));
  const owed = await owedCharge(deps.db, sender.id);
  if (owed) throw new AppError("conflict", PAYMENT_MESSAGES.owedFor(owed.kind));
  // Booked for later: drivers are asked ahead of the pickup (the lead), not at its time.
  const dispatchAt = scheduledAt ? dispatchTimeOf(deps, scheduledAt, price.distanceM) : now;
  const later = dispatchAt.getTime() > now.getTime() + SCHEDULE_THRESHOLD_MS;
  const { sessionSecret } = deps.config;
  const search = await liveRidesConfig(deps);
  let booked: DeliveryChange;
  try {
    booked = await deps.db.transaction(async (tx) => {
      const activeSlot = await freeActiveSlot(tx, sender.id);
      if (activeSlot === null) throw new AppError("conflict", DELIVERY_MESSAGES.tooManyActive);
      const change = await insertDelivery(
        tx,
        {
          senderId: sender.id,
          status: later ? "scheduled" : "searching",
          activeSlot,
          pickupLat: input.pickup.lat,
          pickupLon: input.pickup.lon,
          pickupName: input.pickup.name,
          dropoffLat: input.dropoff.lat,
          dropoffLon: input.dropoff.lon,
          dropoffName: input.dropoff.name,
          category: input.category,
          size: input.size,
          photoKey: input.photoKey,
          declaredValueKobo: input.declaredValueKobo,
          recipientName: input.recipientName,
          recipientPhone: input.recipientPhone,
          note: input.note,
          fragile: input.fragile,
          scheduledAt,
          fareKobo: price.fareKobo,
          offerKobo,
          distanceM: price.distanceM,
          durationS: price.durationS,
          searchRadiusM: search.initialRadiusM,
          nextStepAt: later ? null : new Date(now.getTime() + search.stepMs),
          searchStartedAt: later ? null : now,
          searchExpiresAt: later ? null : searchDeadline(search, scheduledAt, now),
        },
        { shareTokenHashOf: (id) => shareTokenHash(shareToken(sessionSecret, id)), at: now },
      );
      const { id } = change.delivery;
      if (!(await parcelPhotoUploads.use(tx, sender.id, input.photoKey, id))) {
        throw badRequest(DELIVERY_MESSAGES.photoUnusable);
      }
      await issueCode(tx, id, "pickup");
      await issueCode(tx, id, "dropoff");
      return change;
    });
  } catch (error) {
    if (uniqueViolation(error) === "deliveries_sender_active_slot_key") {
      throw new AppError("conflict", DELIVERY_MESSAGES.tooManyActive);
    }
    throw error;
  }
  await deps.events.publish(booked);
  return viewDelivery(deps, booked.delivery, sender, now);
}

/** The delivery if `user` may see it: its sender, its assigned driver, or an admin. Anyone else gets 404. */
export async function deliveryForViewer(deps: DeliveryDeps, user: User, id: string): Promise<Delivery> {
  const delivery = await findDelivery(deps.db, id);
  if (!delivery) throw notFound();
  if (delivery.senderId === user.id || delivery.driverId === user.id || user.role === "admin")
    return delivery;
  throw notFound();
}

export async function getDelivery(deps: DeliveryDeps, user: User, id: string): Promise<DeliveryView> {
  return viewDelivery(deps, await deliveryForViewer(deps, user, id), user);
}

/** The user's deliveries, newest first: a sender's own, or those a driver carried to an end. */
export async function listDeliveries(
  deps: DeliveryDeps,
  user: User,
  limit: number,
  before?: Date,
): Promise<DeliveryView[]> {
  const list = await listDeliveriesOf(deps.db, user, limit, before);
  const data = await loadDeliveryViewData(deps.db, list);
  const now = new Date();
  return list.map((d) => toDeliveryView(d, user, data, deps.config, now));
}

/**
 * Cancelling before the parcel is taken, as the rides' policy has it: the sender, free while no driver is at the
 * pickup and for the rides' cancellation fee once one is; the driver, free (the sender's payment all goes back).
 * In one transaction: the move, the codes taken back, and the money (payments/prepaid.ts: an unpaid charge goes
 * or becomes the fee; a paid one goes back to the wallet but the fee). After pickup only the return rule applies.
 */
export async function cancelDelivery(
  deps: DeliveryDeps,
  user: User,
  id: string,
  reason: string,
): Promise<DeliveryView> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const delivery = await deliveryForViewer(deps, user, id);
    const by = delivery.senderId === user.id ? "sender" : delivery.driverId === user.id ? "driver" : null;
    const allowed = by === "sender" ? SENDER_CANCEL_STATUSES : by === "driver" ? DRIVER_CANCEL_STATUSES : [];
    if (!by || !allowed.includes(delivery.status))
      throw new AppError("conflict", DELIVERY_MESSAGES.cannotCancel);
    const feeKobo =
      by === "sender" && delivery.status === "at_pickup" ? deps.config.payments.cancelFeeKobo : 0;
    const now = new Date();
    const change = await deps.db.transaction(async (tx) => {
      const moved = await transitionDelivery(tx, delivery, {
        event: "cancel",
        actor: by,
        actorId: user.id,
        patch: { cancelReason: reason, cancelledBy: by, nextStepAt: null },
        guard:
          by === "sender"
            ? eq(deliveries.senderId, user.id)
            : and(eq(deliveries.driverId, user.id), isNotNull(deliveries.driverId)),
        payload: feeKobo > 0 ? { cancelFeeKobo: feeKobo } : {},
        at: now,
      });
      if (!moved) return undefined;
      await revokeCodes(tx, delivery.id);
      if (delivery.driverId)
        await settleCancelledPrepaidTrip(tx, delivery.id, feeKobo, `Cancelled: ${reason}`);
      return moved;
    });
    if (!change) continue; // the delivery moved meanwhile: look again
    await deps.events.publish(change);
    return viewDelivery(deps, change.delivery, user, now);
  }
  throw new AppError("conflict", DELIVERY_MESSAGES.cannotCancel);
}
