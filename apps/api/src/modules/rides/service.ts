import {
  CANCEL_REASONS,
  type createRideSchema,
  DRIVER_CANCEL_REASONS,
  type estimateQuerySchema,
  inRange,
  isSamePlace,
  MAX_TRIP_METERS,
  MESSAGES,
  nextRideStatus,
  offerRangeMessage,
  PAYMENT_MESSAGES,
  RIDE_MESSAGES,
  type RideStatus,
  type RideTypeId,
  type RideView,
  rideShape,
  roadMeters,
  SCHEDULE_MAX_DAYS,
} from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type Ride, rides, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { cancellationFeeKobo, owedCharge } from "../payments/charges.ts";
import { liveRidesConfig } from "../service-data/settings.ts";
import { isUuid, type RideDeps } from "./deps.ts";
import { dispatchRide } from "./dispatchable.ts";
import { publishRide } from "./events.ts";
import { claimLuggagePhoto } from "./luggage.ts";
import { driverRange, riderRange, suggestPrice } from "./prices.ts";
import {
  activeRideOfDriver,
  activeRideOfRider,
  casRide,
  findRide,
  insertRide,
  listRidesOf,
  wasDispatchedTo,
} from "./repo.ts";
import { dispatchTimeOf, searchDeadline } from "./schedule.ts";
import { logRideBooking, type RideChange, transitionRide } from "./transition.ts";
import { toRideView } from "./view.ts";
import { loadRideViewData } from "./view-data.ts";

/** A booking whose drivers are asked more than this far ahead is "later" (scheduled); sooner is dispatched now. */
const SCHEDULE_THRESHOLD_MS = 60_000;

export const notFound = () => new AppError("not_found", RIDE_MESSAGES.rideNotFound);

/** Views of a ride for one viewer, with the people it shows. */
export async function viewRide(deps: RideDeps, ride: Ride, viewerId: string): Promise<RideView> {
  return toRideView(ride, viewerId, await loadRideViewData(deps.db, [ride]));
}

export async function viewRides(deps: RideDeps, list: Ride[], viewerId: string): Promise<RideView[]> {
  const data = await loadRideViewData(deps.db, list);
  return list.map((r) => toRideView(r, viewerId, data));
}

/** GET /api/rides/estimate: the suggested fare, what it usually costs, and what the rider may offer. */
export async function estimate(deps: RideDeps, q: z.output<typeof estimateQuerySchema>) {
  const price = await suggestPrice(deps, q.rideType as RideTypeId, {
    pickup: { lat: q.pickupLat, lon: q.pickupLon },
    destination: { lat: q.destLat, lon: q.destLon },
    roundTrip: q.roundTrip,
    waitMinutes: q.waitMinutes,
  });
  return {
    fareKobo: price.fareKobo,
    distanceM: price.distanceM,
    durationS: price.durationS,
    usual: price.usual,
    offerRange: riderRange(deps, price.fareKobo),
    driverMaxKobo: driverRange(deps, { fareKobo: price.fareKobo, offerKobo: null }).maxKobo,
  };
}

function scheduleOf(scheduledAt: string | null | undefined, now: Date): Date | null {
  if (!scheduledAt) return null;
  const at = new Date(scheduledAt);
  if (at.getTime() < now.getTime() - 5 * 60_000)
    throw new AppError("bad_request", RIDE_MESSAGES.scheduleInPast);
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 24 * 3600_000) {
    throw new AppError("bad_request", RIDE_MESSAGES.scheduleTooFar);
  }
  return at;
}

/** Books a ride: now (searching, dispatched at once) or later (scheduled). */
export async function createRide(
  deps: RideDeps,
  rider: User,
  input: z.output<typeof createRideSchema>,
  now = new Date(),
): Promise<RideView> {
  const cfg = await liveRidesConfig(deps);
  if (isSamePlace(input.pickup, input.destination))
    throw new AppError("bad_request", RIDE_MESSAGES.sameLocation);
  if (roadMeters(input.pickup, input.destination) > MAX_TRIP_METERS) {
    throw new AppError("bad_request", RIDE_MESSAGES.tooFar);
  }
  const scheduledAt = scheduleOf(input.scheduledAt, now);
  const roundTrip = input.roundTrip;
  const waitMinutes = roundTrip ? input.waitMinutes : 0;
  const trip = await suggestPrice(
    deps,
    input.rideType as RideTypeId,
    { pickup: input.pickup, destination: input.destination, roundTrip, waitMinutes },
    now,
  );
  // Booked for later: drivers are asked ahead of the pickup (the lead), not at its time.
  const dispatchAt = scheduledAt ? dispatchTimeOf(deps, scheduledAt, trip.distanceM) : now;
  const later = dispatchAt.getTime() > now.getTime() + SCHEDULE_THRESHOLD_MS;
  if (!later && (await activeRideOfRider(deps.db, rider.id))) {
    throw new AppError("conflict", RIDE_MESSAGES.activeRide);
  }
  const owed = await owedCharge(deps.db, rider.id);
  if (owed) throw new AppError("conflict", PAYMENT_MESSAGES.owedFor(owed.kind));
  const offerKobo = input.offerKobo ?? trip.fareKobo;
  const range = riderRange(deps, trip.fareKobo);
  if (!inRange(offerKobo, range)) throw new AppError("bad_request", offerRangeMessage(range));
  const autoAcceptKobo = input.autoAcceptKobo ?? null;
  if (autoAcceptKobo !== null) {
    const limit = driverRange(deps, { fareKobo: trip.fareKobo, offerKobo });
    if (autoAcceptKobo < offerKobo) throw new AppError("bad_request", RIDE_MESSAGES.autoAcceptBelowOffer);
    if (!inRange(autoAcceptKobo, limit)) throw new AppError("bad_request", offerRangeMessage(limit));
  }
  const photoKey = input.luggage.hasLuggage ? (input.luggage.photoKey ?? null) : null;
  let booked: RideChange;
  try {
    booked = await deps.db.transaction(async (tx) => {
      const inserted = await insertRide(tx, {
        riderId: rider.id,
        status: later ? "scheduled" : "searching",
        rideType: input.rideType,
        pickupLat: input.pickup.lat,
        pickupLon: input.pickup.lon,
        pickupName: input.pickup.name,
        destLat: input.destination.lat,
        destLon: input.destination.lon,
        destName: input.destination.name,
        scheduledAt,
        roundTrip,
        waitMinutes,
        note: input.note,
        hasLuggage: input.luggage.hasLuggage,
        luggagePhotoKey: photoKey,
        fareKobo: trip.fareKobo,
        offerKobo,
        autoAcceptKobo,
        pickupLandmark: trip.pickupLandmark,
        destLandmark: trip.destLandmark,
        usualLowKobo: trip.usual?.lowKobo ?? null,
        usualHighKobo: trip.usual?.highKobo ?? null,
        usualRides: trip.usual?.rides ?? null,
        distanceM: trip.distanceM,
        durationS: trip.durationS,
        searchRadiusM: cfg.initialRadiusM,
        nextStepAt: later ? null : new Date(now.getTime() + cfg.stepMs),
        searchStartedAt: later ? null : now,
        searchExpiresAt: later ? null : searchDeadline(cfg, scheduledAt, now),
        createdAt: now,
        updatedAt: now,
      });
      if (photoKey && !(await claimLuggagePhoto(tx, rider.id, photoKey, inserted.id))) {
        throw new AppError("bad_request", MESSAGES.uploadLuggageImage);
      }
      return logRideBooking(tx, inserted, { actorId: rider.id, at: now });
    });
  } catch (error) {
    if (uniqueViolation(error) === "rides_rider_active_key") {
      throw new AppError("conflict", RIDE_MESSAGES.activeRide);
    }
    throw error;
  }
  await deps.events.publish(booked);
  return viewRide(deps, booked.ride, rider.id);
}

/**
 * The ride if `user` may see it: its rider, its assigned driver, or a driver it was sent to while it is still
 * searching. Anyone else gets 404, as if it did not exist.
 */
export async function rideForViewer(deps: RideDeps, user: User, id: string): Promise<Ride> {
  if (!isUuid(id)) throw notFound();
  const ride = await findRide(deps.db, id);
  if (!ride) throw notFound();
  if (ride.riderId === user.id || ride.driverId === user.id) return ride;
  if (
    user.role === "driver" &&
    ride.status === "searching" &&
    (await wasDispatchedTo(deps.db, id, user.id))
  ) {
    return ride;
  }
  throw notFound();
}

export async function getRide(deps: RideDeps, user: User, id: string): Promise<RideView> {
  return viewRide(deps, await rideForViewer(deps, user, id), user.id);
}

export const RIDE_SCOPES = {
  upcoming: [
    "scheduled",
    "searching",
    "reserved",
    "accepted",
    "arrived",
    "in_progress",
    "waiting",
    "returning",
  ],
  completed: ["completed"],
  cancelled: ["cancelled", "expired"],
} as const satisfies Record<string, readonly RideStatus[]>;

export async function listRiderRides(
  deps: RideDeps,
  rider: User,
  scope: keyof typeof RIDE_SCOPES,
  limit: number,
): Promise<RideView[]> {
  return viewRides(
    deps,
    await listRidesOf(deps.db, { riderId: rider.id }, RIDE_SCOPES[scope], limit),
    rider.id,
  );
}

/** The caller's ride in progress: a rider's active ride, or the ride a driver is assigned to. */
export async function activeRide(deps: RideDeps, user: User): Promise<RideView | null> {
  const ride =
    user.role === "driver"
      ? await activeRideOfDriver(deps.db, user.id)
      : await activeRideOfRider(deps.db, user.id);
  return ride ? viewRide(deps, ride, user.id) : null;
}

/** Cancels a ride, by its rider or its assigned driver, any time before the trip starts. */
export async function cancelRide(deps: RideDeps, user: User, id: string, reason: string): Promise<RideView> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const ride = await rideForViewer(deps, user, id);
    const by = ride.riderId === user.id ? "rider" : ride.driverId === user.id ? "driver" : null;
    if (!by) throw notFound();
    const reasons: readonly string[] = by === "driver" ? DRIVER_CANCEL_REASONS : CANCEL_REASONS;
    if (!reasons.includes(reason)) throw new AppError("bad_request", MESSAGES.selectCancelReason);
    if (!nextRideStatus(ride.status, "cancel", by, rideShape(ride))) {
      throw new AppError("conflict", RIDE_MESSAGES.cannotCancel);
    }
    const now = new Date();
    const feeKobo = cancellationFeeKobo(ride.status, by, deps.config.payments.cancelFeeKobo);
    const change = await deps.db.transaction((tx) =>
      transitionRide(tx, ride, {
        event: "cancel",
        actor: by,
        actorId: user.id,
        patch: { cancelReason: reason, cancelledBy: by, cancelledAt: now, nextStepAt: null },
        guard: by === "driver" ? eq(rides.driverId, user.id) : eq(rides.riderId, user.id),
        payload: feeKobo > 0 ? { cancelFeeKobo: feeKobo } : {},
        at: now,
      }),
    );
    if (!change) continue; // the ride moved meanwhile: look again
    await deps.events.publish(change);
    return viewRide(deps, change.ride, user.id);
  }
  throw new AppError("conflict", RIDE_MESSAGES.cannotCancel);
}

/** An expired (or still searching) ride searches again, one step wider, with a fresh time limit. */
export async function searchAgain(
  deps: RideDeps,
  rider: User,
  id: string,
  now = new Date(),
  options: { wider?: boolean } = {},
): Promise<RideView> {
  const ride = await rideForViewer(deps, rider, id);
  if (ride.riderId !== rider.id) throw notFound();
  const cfg = await liveRidesConfig(deps);
  const radius = options.wider
    ? cfg.maxRadiusM
    : Math.min(ride.searchRadiusM + cfg.radiusStepM, cfg.maxRadiusM);
  const common = {
    searchRadiusM: radius,
    nextStepAt: new Date(now.getTime() + cfg.stepMs),
    searchStartedAt: now,
    searchExpiresAt: new Date(now.getTime() + cfg.searchTimeoutMs),
  };
  if (ride.status === "expired") {
    let change: RideChange | undefined;
    try {
      // A new round: drivers who saw the earlier request are asked again.
      change = await deps.db.transaction((tx) =>
        transitionRide(tx, ride, {
          event: "search_again",
          actor: "rider",
          actorId: rider.id,
          patch: { ...common, expiredAt: null, searchRound: ride.searchRound + 1 },
          at: now,
        }),
      );
    } catch (error) {
      if (uniqueViolation(error) === "rides_rider_active_key") {
        throw new AppError("conflict", RIDE_MESSAGES.activeRide);
      }
      throw error;
    }
    if (!change) throw new AppError("conflict", RIDE_MESSAGES.cannotSearchAgain);
    await deps.events.publish(change);
    return viewRide(deps, change.ride, rider.id);
  }
  // Still searching: not a change of status, just a wider step now.
  const next =
    ride.status === "searching"
      ? await casRide(deps.db, ride.id, "searching", common, eq(rides.searchRadiusM, ride.searchRadiusM))
      : undefined;
  if (!next) throw new AppError("conflict", RIDE_MESSAGES.cannotSearchAgain);
  await dispatchRide(deps, next, now);
  return toRideView(next, rider.id, await publishRide(deps, next));
}

/** A driver's rides booked ahead (reserved for them), the soonest pickup first. */
export async function driverBookings(deps: RideDeps, driver: User): Promise<RideView[]> {
  const list = await listRidesOf(deps.db, { driverId: driver.id }, ["reserved"], 20);
  list.sort((a, b) => (a.scheduledAt?.getTime() ?? 0) - (b.scheduledAt?.getTime() ?? 0));
  return viewRides(deps, list, driver.id);
}

export async function driverHistory(deps: RideDeps, driver: User, limit: number): Promise<RideView[]> {
  const list = await listRidesOf(deps.db, { driverId: driver.id }, ["completed", "cancelled"], limit);
  return viewRides(deps, list, driver.id);
}
