import {
  formatDistance,
  formatNaira,
  PARCEL_CATEGORY_LABELS,
  PARCEL_SIZE_LABELS,
  type PushMessage,
  requestNotificationTag,
  requestNotificationText,
} from "@campusgo/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Delivery, Ride } from "../../db/schema/index.ts";
import type { Jobs } from "../../jobs/types.ts";
import { findDelivery } from "../deliveries/repo.ts";
import { findRide } from "../rides/repo.ts";
import { deleteGoneSubscription, type RequestTarget, requestTargets } from "./repo.ts";
import type { PushSender } from "./sender.ts";

/**
 * The job that pushes a request (a ride's or a delivery's) to the drivers it just went to
 * (docs/decisions/0025-web-push.md).
 */
export const REQUEST_PUSH_JOB = "push.request";

declare module "../../jobs/types.ts" {
  interface JobTypes {
    [REQUEST_PUSH_JOB]: {
      rideId: string;
      driverIds: string[];
      /** A resend: only these subscriptions, whose push service failed last time. */
      subscriptionIds?: string[];
      /** 1 for the first send. */
      round?: number;
    };
  }
}

/** Sends in all: the first one and two resends of those the push service failed, while the request is open. */
const MAX_ROUNDS = 3;
const RESEND_AFTER_MS = 5000;
/** Requests to push services at once. */
const PARALLEL = 10;

export interface PushDeps {
  db: Db;
  jobs: Pick<Jobs, "send">;
  log: FastifyBaseLogger;
  sender: PushSender;
}

/**
 * Queues the push of a request to the drivers it was just sent to, for those whose app is closed. Never fails
 * the dispatch: the socket has the request already.
 */
export async function queueRequestPush(
  deps: { jobs: Pick<Jobs, "send">; log: FastifyBaseLogger },
  rideId: string,
  driverIds: readonly string[],
): Promise<void> {
  if (driverIds.length === 0) return;
  try {
    await deps.jobs.send(REQUEST_PUSH_JOB, { rideId, driverIds: [...driverIds] });
  } catch (error) {
    deps.log.warn({ err: error, rideId }, "request push not queued");
  }
}

/** What a driver's notification says of a request: where from and to, the price and how far the pickup is. */
export function requestMessage(ride: Ride, distanceToPickupM: number): PushMessage {
  return {
    kind: "ride.request",
    rideId: ride.id,
    ...requestNotificationText({
      rideType: ride.rideType,
      offerKobo: ride.offerKobo ?? ride.fareKobo,
      pickupName: ride.pickupName,
      destName: ride.destName,
      distanceToPickupM,
    }),
    url: `/dashboard?request=${encodeURIComponent(ride.id)}`,
    tag: requestNotificationTag(ride.id),
    expiresAt: (ride.searchExpiresAt ?? new Date()).toISOString(),
  };
}

/** What a driver's notification says of a delivery's request: a package, its size and kind, where, the price. */
export function deliveryRequestMessage(d: Delivery, distanceToPickupM: number): PushMessage {
  return {
    kind: "ride.request",
    rideId: d.id,
    title: `New package request · ${formatNaira(d.offerKobo)}`,
    body: `${PARCEL_SIZE_LABELS[d.size].name} ${PARCEL_CATEGORY_LABELS[d.category].toLowerCase()}${d.fragile ? ", fragile" : ""}: ${d.pickupName} to ${d.dropoffName}. Pickup ${formatDistance(distanceToPickupM)} from you.`,
    url: `/dashboard?request=${encodeURIComponent(d.id)}`,
    tag: requestNotificationTag(d.id),
    expiresAt: (d.searchExpiresAt ?? new Date()).toISOString(),
  };
}

/** A searching trip's request as a push carries it, whatever its kind; undefined once it no longer searches. */
interface PushableRequest {
  id: string;
  searchExpiresAt: Date;
  message(distanceToPickupM: number): PushMessage;
}

async function searchingRequest(db: Db, id: string): Promise<PushableRequest | undefined> {
  const ride = await findRide(db, id);
  if (ride) {
    if (ride.status !== "searching" || !ride.searchExpiresAt) return undefined;
    return { id, searchExpiresAt: ride.searchExpiresAt, message: (m) => requestMessage(ride, m) };
  }
  const delivery = await findDelivery(db, id);
  if (delivery?.status !== "searching" || !delivery.searchExpiresAt) return undefined;
  return {
    id,
    searchExpiresAt: delivery.searchExpiresAt,
    message: (m) => deliveryRequestMessage(delivery, m),
  };
}

/**
 * The job: pushes the request to every subscription (every signed-in browser) of those drivers while the ride
 * still searches. A subscription the push service says is gone is deleted; those it failed are sent again a
 * little later, up to MAX_ROUNDS sends in all. The notification's tag makes a push that arrives twice (a
 * retried job) or beside the open page's own notification show once.
 */
export function requestPushHandler(deps: PushDeps) {
  return async (data: {
    rideId: string;
    driverIds: string[];
    subscriptionIds?: string[];
    round?: number;
  }): Promise<void> => {
    const ride = await searchingRequest(deps.db, data.rideId);
    if (!ride) return;
    const ttlSeconds = (ride.searchExpiresAt.getTime() - Date.now()) / 1000;
    if (ttlSeconds < 1) return;
    const targets = await requestTargets(deps.db, ride.id, data.driverIds, data.subscriptionIds);
    const failed: string[] = [];
    for (let i = 0; i < targets.length; i += PARALLEL) {
      const batch = targets.slice(i, i + PARALLEL);
      const outcomes = await Promise.all(batch.map((target) => pushOne(deps, ride, target, ttlSeconds)));
      outcomes.forEach((outcome, j) => {
        const target = batch[j];
        if (outcome === "failed" && target) failed.push(target.subscription.id);
      });
    }
    const round = data.round ?? 1;
    if (failed.length === 0) return;
    deps.log.warn({ rideId: ride.id, failed: failed.length, round }, "push service failed");
    if (round >= MAX_ROUNDS) return;
    await deps.jobs.send(
      REQUEST_PUSH_JOB,
      { rideId: ride.id, driverIds: data.driverIds, subscriptionIds: failed, round: round + 1 },
      { startAfter: new Date(Date.now() + RESEND_AFTER_MS * round) },
    );
  };
}

async function pushOne(deps: PushDeps, ride: PushableRequest, target: RequestTarget, ttlSeconds: number) {
  const { subscription } = target;
  const outcome = await deps.sender.send(
    subscription,
    JSON.stringify(ride.message(target.distanceToPickupM)),
    { ttlSeconds, urgency: "high", topic: ride.id.replaceAll("-", "") },
  );
  if (outcome === "gone") await deleteGoneSubscription(deps.db, subscription.id, subscription.endpoint);
  return outcome;
}
