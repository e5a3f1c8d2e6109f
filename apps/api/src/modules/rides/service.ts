import {
  CANCEL_REASONS,
  type createRideSchema,
  type estimateQuerySchema,
  estimateTrip,
  haversineMeters,
  MAX_TRIP_METERS,
  MESSAGES,
  MIN_TRIP_METERS,
  nextRideStatus,
  RIDE_MESSAGES,
  type RideStatus,
  type RideTypeId,
  type RideView,
  roadMeters,
  SCHEDULE_MAX_DAYS,
} from "@campusgo/domain";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Ride, rides, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { closeRequests, dispatchRide } from "../dispatch/service.ts";
import { loadPeople } from "../drivers/people.ts";
import { announceSettledOffers } from "../offers/events.ts";
import { settleRideOffers } from "../offers/repo.ts";
import { markIdle } from "../tracking/service.ts";
import { isUuid, type RideDeps } from "./deps.ts";
import { notifyUser, publishRide, rideNotices } from "./events.ts";
import { fareRule } from "./fares-repo.ts";
import { claimLuggagePhoto } from "./luggage.ts";
import {
  activeRideOfDriver,
  activeRideOfRider,
  casRide,
  findRide,
  insertRide,
  listRidesOf,
  wasDispatchedTo,
} from "./repo.ts";
import { toRideView } from "./view.ts";

/** A booking more than this far ahead is "later" (scheduled); anything sooner is dispatched now. */
const SCHEDULE_THRESHOLD_MS = 60_000;
/** Wrong PINs allowed before a pause of PIN_LOCK_MS. */
const PIN_MAX_ATTEMPTS = 5;
const PIN_LOCK_MS = 60_000;

const notFound = () => new AppError("not_found", RIDE_MESSAGES.rideNotFound);

/** Views of a ride for one viewer, with the people it shows. */
export async function viewRide(deps: RideDeps, ride: Ride, viewerId: string): Promise<RideView> {
  const people = await loadPeople(deps.db, [ride.riderId, ride.driverId]);
  return toRideView(ride, viewerId, people);
}

export async function viewRides(deps: RideDeps, list: Ride[], viewerId: string): Promise<RideView[]> {
  const people = await loadPeople(
    deps.db,
    list.flatMap((r) => [r.riderId, r.driverId]),
  );
  return list.map((r) => toRideView(r, viewerId, people));
}

export async function estimate(deps: RideDeps, q: z.output<typeof estimateQuerySchema>) {
  const rule = await fareRule(deps.db, q.rideType as RideTypeId);
  return estimateTrip(rule, {
    pickup: { lat: q.pickupLat, lon: q.pickupLon },
    destination: { lat: q.destLat, lon: q.destLon },
    roundTrip: q.roundTrip,
    waitMinutes: q.waitMinutes,
  });
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
  const { rides: cfg } = deps.config;
  const straight = haversineMeters(input.pickup, input.destination);
  if (straight < MIN_TRIP_METERS) throw new AppError("bad_request", RIDE_MESSAGES.sameLocation);
  if (roadMeters(input.pickup, input.destination) > MAX_TRIP_METERS) {
    throw new AppError("bad_request", RIDE_MESSAGES.tooFar);
  }
  const scheduledAt = scheduleOf(input.scheduledAt, now);
  const later = scheduledAt !== null && scheduledAt.getTime() > now.getTime() + SCHEDULE_THRESHOLD_MS;
  if (!later && (await activeRideOfRider(deps.db, rider.id))) {
    throw new AppError("conflict", RIDE_MESSAGES.activeRide);
  }
  const roundTrip = input.roundTrip;
  const waitMinutes = roundTrip ? input.waitMinutes : 0;
  const trip = estimateTrip(await fareRule(deps.db, input.rideType as RideTypeId), {
    pickup: input.pickup,
    destination: input.destination,
    roundTrip,
    waitMinutes,
  });
  const photoKey = input.luggage.hasLuggage ? (input.luggage.photoKey ?? null) : null;
  let ride: Ride;
  try {
    ride = await deps.db.transaction(async (tx) => {
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
        distanceM: trip.distanceM,
        durationS: trip.durationS,
        searchRadiusM: cfg.initialRadiusM,
        nextStepAt: later ? null : new Date(now.getTime() + cfg.stepMs),
        searchExpiresAt: later ? null : new Date(now.getTime() + cfg.searchTimeoutMs),
        createdAt: now,
        updatedAt: now,
      });
      if (photoKey && !(await claimLuggagePhoto(tx, rider.id, photoKey, inserted.id))) {
        throw new AppError("bad_request", MESSAGES.uploadLuggageImage);
      }
      return inserted;
    });
  } catch (error) {
    if (uniqueViolation(error) === "rides_rider_active_key") {
      throw new AppError("conflict", RIDE_MESSAGES.activeRide);
    }
    throw error;
  }
  if (ride.status === "searching") await dispatchRide(deps, ride, now, { fresh: true });
  return viewRide(deps, ride, rider.id);
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
  upcoming: ["scheduled", "searching", "accepted", "arrived", "in_progress"],
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

/** A ride that ended: offers settle, requests close, the ride room empties, the driver is idle again. */
async function afterRideEnded(deps: RideDeps, ride: Ride, wasStatus: RideStatus, now: Date): Promise<void> {
  await announceSettledOffers(deps, await settleRideOffers(deps.db, ride.id, "expired", now));
  if (wasStatus === "searching" || wasStatus === "scheduled") await closeRequests(deps, ride);
  deps.hub.closeRide(ride.id);
  if (ride.driverId) await markIdle(deps, ride.driverId, true);
}

/** Cancels a ride, by its rider or its assigned driver, any time before the trip starts. */
export async function cancelRide(deps: RideDeps, user: User, id: string, reason: string): Promise<RideView> {
  if (!(CANCEL_REASONS as readonly string[]).includes(reason)) {
    throw new AppError("bad_request", MESSAGES.selectCancelReason);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const ride = await rideForViewer(deps, user, id);
    const by = ride.riderId === user.id ? "rider" : ride.driverId === user.id ? "driver" : null;
    if (!by) throw notFound();
    if (!nextRideStatus(ride.status, "cancel", by))
      throw new AppError("conflict", RIDE_MESSAGES.cannotCancel);
    const now = new Date();
    const cancelled = await casRide(
      deps.db,
      ride.id,
      ride.status,
      { status: "cancelled", cancelReason: reason, cancelledBy: by, cancelledAt: now, nextStepAt: null },
      by === "driver" ? eq(rides.driverId, user.id) : eq(rides.riderId, user.id),
    );
    if (!cancelled) continue; // the ride moved meanwhile: look again
    await afterRideEnded(deps, cancelled, ride.status, now);
    const people = await publishRide(deps, cancelled);
    const other = by === "rider" ? cancelled.driverId : cancelled.riderId;
    if (other) await notifyUser(deps, other, rideNotices.cancelled(cancelled, by));
    return toRideView(cancelled, user.id, people);
  }
  throw new AppError("conflict", RIDE_MESSAGES.cannotCancel);
}

/** An expired (or still searching) ride searches again, one step wider, with a fresh time limit. */
export async function searchAgain(
  deps: RideDeps,
  rider: User,
  id: string,
  now = new Date(),
): Promise<RideView> {
  const ride = await rideForViewer(deps, rider, id);
  if (ride.riderId !== rider.id) throw notFound();
  const { rides: cfg } = deps.config;
  const radius = Math.min(ride.searchRadiusM + cfg.radiusStepM, cfg.maxRadiusM);
  const common = {
    searchRadiusM: radius,
    nextStepAt: new Date(now.getTime() + cfg.stepMs),
    searchExpiresAt: new Date(now.getTime() + cfg.searchTimeoutMs),
  };
  let next: Ride | undefined;
  if (ride.status === "expired") {
    try {
      // A new round: drivers who saw the earlier request are asked again.
      next = await casRide(deps.db, ride.id, "expired", {
        ...common,
        status: "searching",
        expiredAt: null,
        searchRound: ride.searchRound + 1,
      });
    } catch (error) {
      if (uniqueViolation(error) === "rides_rider_active_key") {
        throw new AppError("conflict", RIDE_MESSAGES.activeRide);
      }
      throw error;
    }
  } else if (ride.status === "searching") {
    next = await casRide(deps.db, ride.id, "searching", common, eq(rides.searchRadiusM, ride.searchRadiusM));
  }
  if (!next) throw new AppError("conflict", RIDE_MESSAGES.cannotSearchAgain);
  await dispatchRide(deps, next, now);
  const people = await publishRide(deps, next);
  return toRideView(next, rider.id, people);
}

type DriverStep = "arrive" | "complete";

/** The assigned driver's ride, or 404; used before a driver's transition. */
async function assignedRide(deps: RideDeps, driver: User, id: string): Promise<Ride> {
  const ride = await rideForViewer(deps, driver, id);
  if (ride.driverId !== driver.id) throw notFound();
  return ride;
}

/** accepted -> arrived, in_progress -> completed: compare-and-set by the assigned driver. */
export async function driverStep(
  deps: RideDeps,
  driver: User,
  id: string,
  step: DriverStep,
): Promise<RideView> {
  const ride = await assignedRide(deps, driver, id);
  const from: RideStatus = step === "arrive" ? "accepted" : "in_progress";
  const to = nextRideStatus(from, step, "driver");
  if (!to || ride.status !== from) throw new AppError("conflict", RIDE_MESSAGES.cannotUpdate);
  const now = new Date();
  const updated = await casRide(
    deps.db,
    ride.id,
    from,
    step === "arrive" ? { status: to, arrivedAt: now } : { status: to, completedAt: now },
    eq(rides.driverId, driver.id),
  );
  if (!updated) throw new AppError("conflict", RIDE_MESSAGES.cannotUpdate);
  if (step === "complete") await afterRideEnded(deps, updated, from, now);
  const people = await publishRide(deps, updated);
  if (step === "arrive") {
    await notifyUser(deps, updated.riderId, rideNotices.arrived(updated, people));
  } else {
    await notifyUser(deps, updated.riderId, rideNotices.completedRider(updated));
    await notifyUser(deps, driver.id, rideNotices.completedDriver(updated));
  }
  return toRideView(updated, driver.id, people);
}

/**
 * arrived -> in_progress, with the rider's PIN. One row update both counts the try and compares the PIN, and
 * only while the ride is not locked, so at most PIN_MAX_ATTEMPTS PINs are ever compared per PIN_LOCK_MS,
 * however many tries arrive at once.
 */
export async function startRide(deps: RideDeps, driver: User, id: string, pin: string): Promise<RideView> {
  const ride = await assignedRide(deps, driver, id);
  if (ride.status !== "arrived") throw new AppError("conflict", RIDE_MESSAGES.cannotUpdate);
  const tried = await tryPin(deps, ride.id, driver.id, pin, new Date());
  if (!tried) {
    // Locked, or the ride moved on meanwhile.
    const current = await findRide(deps.db, ride.id);
    if (current?.status !== "arrived" || current.driverId !== driver.id) {
      throw new AppError("conflict", RIDE_MESSAGES.cannotUpdate);
    }
    throw new AppError("too_many_requests", RIDE_MESSAGES.tooManyPinAttempts);
  }
  if (tried.status !== "in_progress") throw new AppError("bad_request", RIDE_MESSAGES.incorrectPin);
  const people = await publishRide(deps, tried);
  await notifyUser(deps, tried.riderId, rideNotices.started(tried));
  return toRideView(tried, driver.id, people);
}

/**
 * One PIN try as a single statement: the right PIN starts the trip and clears the count; a wrong one is
 * counted (the count starts again after a lock has run out). No row when the ride is locked or not arrived.
 */
async function tryPin(
  deps: RideDeps,
  rideId: string,
  driverId: string,
  pin: string,
  now: Date,
): Promise<Ride | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // A ride without a PIN never matches (null is not true).
  const right = sql`${rides.pin} = ${pin}`;
  const [row] = await deps.db
    .update(rides)
    .set({
      status: sql`case when ${right} then 'in_progress' else ${rides.status} end`,
      startedAt: sql`case when ${right} then ${at} else ${rides.startedAt} end`,
      pinAttempts: sql`case when ${right} then 0 when ${rides.pinAttempts} >= ${PIN_MAX_ATTEMPTS} then 1 else ${rides.pinAttempts} + 1 end`,
      pinFailedAt: sql`case when ${right} then ${rides.pinFailedAt} else ${at} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(rides.id, rideId),
        eq(rides.status, "arrived"),
        eq(rides.driverId, driverId),
        or(
          lt(rides.pinAttempts, PIN_MAX_ATTEMPTS),
          isNull(rides.pinFailedAt),
          lt(rides.pinFailedAt, new Date(now.getTime() - PIN_LOCK_MS)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function driverHistory(deps: RideDeps, driver: User, limit: number): Promise<RideView[]> {
  const list = await listRidesOf(deps.db, { driverId: driver.id }, ["completed", "cancelled"], limit);
  return viewRides(deps, list, driver.id);
}
