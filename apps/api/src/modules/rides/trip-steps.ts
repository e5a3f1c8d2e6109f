import {
  type EarlyEndQuote,
  earlyEndChangedMessage,
  earlyEndKobo,
  findRideTransition,
  formatDistance,
  formatNaira,
  haversineMeters,
  RIDE_MESSAGES,
  type RideTypeId,
  type RideView,
  rideShape,
  roundTripShortEndKobo,
  shortEndKobo,
} from "@campusgo/domain";
import { and, eq, isNull } from "drizzle-orm";
import { type Ride, rides, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { findCharge } from "../payments/charges.ts";
import { holdFlaggedTrip } from "../payments/holds.ts";
import { drivenBetween, TRACK_MIN_INTERVAL_MS, trackOf } from "../tracking/track.ts";
import { tryCode } from "../trips/handover.ts";
import { onAnotherJob } from "../trips/transition.ts";
import type { RideDeps } from "./deps.ts";
import { fareRule } from "./fares-repo.ts";
import type { RidePatch } from "./repo.ts";
import { notFound, rideForViewer, viewRide } from "./service.ts";
import { transitionRide } from "./transition.ts";

/** What the assigned driver does on the way: at the pickup, waiting / going back (round trips), done. */
export type DriverStep = "arrive" | "wait" | "return" | "complete";

const STEP_PATCH: Record<DriverStep, (now: Date) => RidePatch> = {
  arrive: (now) => ({ arrivedAt: now }),
  wait: (now) => ({ waitStartedAt: now }),
  return: (now) => ({ returnStartedAt: now }),
  complete: (now) => ({ completedAt: now }),
};

/** The assigned driver's ride, or 404; used before a driver's transition. */
async function assignedRide(deps: RideDeps, driver: User, id: string): Promise<Ride> {
  const ride = await rideForViewer(deps, driver, id);
  if (ride.driverId !== driver.id) throw notFound();
  return ride;
}

/** A driver's step, as the transition table allows it for this ride (one-way or round trip). */
export async function driverStep(
  deps: RideDeps,
  driver: User,
  id: string,
  step: DriverStep,
  options: { confirmFar?: boolean } = {},
): Promise<RideView> {
  const ride = await assignedRide(deps, driver, id);
  const now = new Date();
  const away = step === "complete" ? await endedAway(deps, ride, driver.id, now) : null;
  const short = away ? await shortEndPrice(deps, ride, away, now) : null;
  if (away && short && !options.confirmFar) {
    const where = ride.roundTrip ? "the pickup" : "the destination";
    throw new AppError(
      "conflict",
      `You are ${formatDistance(away.distanceM)} from ${where}. End the trip here? The rider pays ${formatNaira(short.amountKobo)} of ${formatNaira(short.agreedKobo)}, for the distance driven.`,
      {
        reason: "far_from_destination",
        distanceM: away.distanceM,
        amountKobo: short.amountKobo,
        agreedKobo: short.agreedKobo,
      },
    );
  }
  const change = await deps.db.transaction((tx) =>
    transitionRide(tx, ride, {
      event: step,
      actor: "driver",
      actorId: driver.id,
      patch: {
        ...STEP_PATCH[step](now),
        ...(away && short
          ? {
              endLat: away.lat,
              endLon: away.lon,
              endedAwayM: away.distanceM,
              amountKobo: short.amountKobo,
              drivenM: short.drivenM,
            }
          : {}),
      },
      guard: eq(rides.driverId, driver.id),
      payload:
        away && short
          ? {
              endedShort: true,
              endedAwayM: away.distanceM,
              drivenM: short.drivenM,
              agreedKobo: short.agreedKobo,
              amountKobo: short.amountKobo,
            }
          : {},
      at: now,
    }),
  );
  if (!change) throw new AppError("conflict", RIDE_MESSAGES.cannotUpdate);
  await deps.events.publish(change);
  return viewRide(deps, change.ride, driver.id);
}

interface EndPoint {
  lat: number;
  lon: number;
  at: number;
  distanceM: number;
}

/**
 * Where the driver is when completing, if that is farther than FAR_FROM_END_M from where the trip ends (the
 * destination; the pickup for a round trip on its way back): their live position, or else the last one recorded
 * on the trip. Null when near, or when no position of the trip is known (then nothing can be said about it).
 */
async function endedAway(deps: RideDeps, ride: Ride, driverId: string, now: Date): Promise<EndPoint | null> {
  const live = await deps.locations.get(driverId);
  let position: { lat: number; lon: number; at: number } | undefined =
    live && live.at >= now.getTime() - deps.config.rides.locationStaleMs ? live : undefined;
  if (!position && ride.startedAt) position = (await trackOf(deps.db, ride.id, ride.startedAt, now)).at(-1);
  if (!position) return null;
  const end = ride.roundTrip
    ? { lat: ride.pickupLat, lon: ride.pickupLon }
    : { lat: ride.destLat, lon: ride.destLon };
  const distanceM = Math.round(haversineMeters(position, end));
  if (distanceM <= deps.config.rides.farFromEndM) return null;
  return { lat: position.lat, lon: position.lon, at: now.getTime(), distanceM };
}

/** The track recorded just before the start counts too: the trip starts where the driver stood. */
const START_SLACK_MS = TRACK_MIN_INTERVAL_MS;

/**
 * What a trip ended away from its end costs (docs/decisions/0022-trips-ended-short.md): a one-way trip the agreed
 * amount in the proportion of the planned distance driven, by the recorded track; a round trip the way out and the
 * wait as decision 11 prices them, and the way back in proportion. Never below the ride type's minimum fare, never
 * above the agreed amount.
 */
async function shortEndPrice(
  deps: RideDeps,
  ride: Ride,
  end: EndPoint,
  now: Date,
): Promise<{ amountKobo: number; agreedKobo: number; drivenM: number } | null> {
  if (!ride.startedAt) return null;
  const agreedKobo = ride.agreedKobo ?? ride.amountKobo ?? ride.fareKobo;
  const rule = await fareRule(deps.db, ride.rideType as RideTypeId);
  const from = new Date(ride.startedAt.getTime() - START_SLACK_MS);
  const drivenM = await drivenBetween(deps.db, ride.id, from, now, end);
  if (!ride.roundTrip) {
    const amountKobo = shortEndKobo({
      agreedKobo,
      plannedM: ride.distanceM,
      drivenM,
      minimumKobo: rule.minimumKobo,
    });
    return { amountKobo, agreedKobo, drivenM };
  }
  if (!ride.returnStartedAt || !ride.waitStartedAt) return null;
  const returnDrivenM = await drivenBetween(deps.db, ride.id, ride.returnStartedAt, now, end);
  const amountKobo = roundTripShortEndKobo(
    rule,
    {
      pickup: { lat: ride.pickupLat, lon: ride.pickupLon },
      destination: { lat: ride.destLat, lon: ride.destLon },
      roundTrip: true,
      waitMinutes: ride.waitMinutes,
    },
    {
      agreedKobo,
      waitedMinutes: (ride.returnStartedAt.getTime() - ride.waitStartedAt.getTime()) / 60_000,
      returnDrivenM,
    },
  );
  return { amountKobo, agreedKobo, drivenM };
}

/** The driver booked ahead confirms near the time (from the reminder on) and heads to the pickup. */
export async function confirmBooking(deps: RideDeps, driver: User, id: string): Promise<RideView> {
  const ride = await assignedRide(deps, driver, id);
  const now = new Date();
  if (ride.status !== "reserved") throw new AppError("conflict", RIDE_MESSAGES.cannotConfirm);
  if (ride.nextStepAt && ride.nextStepAt.getTime() > now.getTime()) {
    throw new AppError("conflict", RIDE_MESSAGES.confirmTooEarly);
  }
  let change: Awaited<ReturnType<typeof transitionRide>>;
  try {
    change = await deps.db.transaction((tx) =>
      transitionRide(tx, ride, {
        event: "confirm",
        actor: "driver",
        actorId: driver.id,
        patch: { confirmedAt: now, nextStepAt: null, searchExpiresAt: null },
        guard: eq(rides.driverId, driver.id),
        at: now,
      }),
    );
  } catch (error) {
    if (onAnotherJob(error)) {
      throw new AppError("conflict", RIDE_MESSAGES.finishCurrentRide);
    }
    throw error;
  }
  if (!change) throw new AppError("conflict", RIDE_MESSAGES.cannotConfirm);
  await deps.events.publish(change);
  return viewRide(deps, change.ride, driver.id);
}

/**
 * The rider flags a completed trip for support (an "ended early" trip, say); once, within the hold window after
 * it ended. The driver's share of it is held until an admin decides or the window passes (payments/holds.ts).
 */
export async function flagRide(deps: RideDeps, rider: User, id: string, reason: string): Promise<RideView> {
  const ride = await rideForViewer(deps, rider, id);
  if (ride.riderId !== rider.id) throw notFound();
  if (ride.status !== "completed") throw new AppError("conflict", RIDE_MESSAGES.cannotFlag);
  const now = new Date();
  if (ride.completedAt && now.getTime() - ride.completedAt.getTime() > deps.config.payments.holdMs) {
    throw new AppError("conflict", RIDE_MESSAGES.flagTooLate);
  }
  const flagged = await deps.db.transaction(async (tx) => {
    // The charge first, as paying locks it, then the flag and the hold.
    const charge = await findCharge(tx, ride.id, "update");
    const [row] = await tx
      .update(rides)
      .set({ flagReason: reason, flaggedAt: now, updatedAt: now })
      .where(and(eq(rides.id, ride.id), eq(rides.riderId, rider.id), isNull(rides.flaggedAt)))
      .returning();
    if (!row) return undefined;
    if (charge?.kind === "fare") await holdFlaggedTrip(tx, charge, ride.id, ride.driverId);
    return row;
  });
  if (!flagged) throw new AppError("conflict", RIDE_MESSAGES.alreadyFlagged);
  deps.log.info({ rideId: ride.id, reason }, "ride flagged for support");
  return viewRide(deps, flagged, rider.id);
}

/** The rider's own round trip, waiting at the destination: the only one that can be ended early. */
async function waitingRoundTrip(
  deps: RideDeps,
  rider: User,
  id: string,
): Promise<Ride & { waitStartedAt: Date }> {
  const ride = await rideForViewer(deps, rider, id);
  if (ride.riderId !== rider.id) throw notFound();
  if (!findRideTransition(ride.status, "end_early", "rider", rideShape(ride)) || !ride.waitStartedAt) {
    throw new AppError("conflict", RIDE_MESSAGES.cannotEndEarly);
  }
  return ride as Ride & { waitStartedAt: Date };
}

/**
 * What ending a waiting round trip at `now` costs: the share of the agreed price for the way out and the
 * whole minutes waited (earlyEndKobo), and when that next changes (the next whole minute, within the wait).
 */
async function earlyEndAt(
  deps: RideDeps,
  ride: Ride & { waitStartedAt: Date },
  now: Date,
): Promise<EarlyEndQuote> {
  const rule = await fareRule(deps.db, ride.rideType as RideTypeId);
  const agreedKobo = ride.agreedKobo ?? ride.amountKobo ?? ride.fareKobo;
  const waited = (now.getTime() - ride.waitStartedAt.getTime()) / 60_000;
  const amountKobo = earlyEndKobo(
    rule,
    {
      pickup: { lat: ride.pickupLat, lon: ride.pickupLon },
      destination: { lat: ride.destLat, lon: ride.destLon },
      roundTrip: true,
      waitMinutes: ride.waitMinutes,
    },
    agreedKobo,
    waited,
  );
  const next = Math.max(0, Math.floor(waited)) + 1;
  const changesAt =
    next <= ride.waitMinutes ? new Date(ride.waitStartedAt.getTime() + next * 60_000).toISOString() : null;
  return { amountKobo, agreedKobo, changesAt };
}

/** GET /rides/:id/end-quote: what the rider would pay if they ended their waiting round trip now. Reads only. */
export async function quoteEndAtDestination(deps: RideDeps, rider: User, id: string): Promise<EarlyEndQuote> {
  return earlyEndAt(deps, await waitingRoundTrip(deps, rider, id), new Date());
}

/**
 * The rider ends a round trip at the destination while the driver waits: the trip completes and the amount
 * becomes the share of the agreed price for the way out and the minutes waited (earlyEndKobo). With
 * `shownKobo` (what the rider was quoted), it ends only at that amount: if a minute more was waited since,
 * the rider is told the new amount and nothing changes.
 */
export async function endAtDestination(
  deps: RideDeps,
  rider: User,
  id: string,
  shownKobo?: number,
): Promise<RideView> {
  const ride = await waitingRoundTrip(deps, rider, id);
  const now = new Date();
  const { amountKobo, agreedKobo: agreed } = await earlyEndAt(deps, ride, now);
  if (shownKobo !== undefined && shownKobo !== amountKobo) {
    throw new AppError("conflict", earlyEndChangedMessage(formatNaira(amountKobo)), { amountKobo });
  }
  const change = await deps.db.transaction((tx) =>
    transitionRide(tx, ride, {
      event: "end_early",
      actor: "rider",
      actorId: rider.id,
      patch: { completedAt: now, amountKobo, agreedKobo: agreed },
      guard: eq(rides.riderId, rider.id),
      payload: { agreedKobo: agreed, amountKobo },
      at: now,
    }),
  );
  if (!change) throw new AppError("conflict", RIDE_MESSAGES.cannotEndEarly);
  await deps.events.publish(change);
  return viewRide(deps, change.ride, rider.id);
}

/**
 * arrived -> in_progress, with the rider's PIN (the ride's pickup code). In one transaction, one row update both
 * counts the try and compares the code (trips/handover.ts: at most a few codes compared per pause, however many
 * tries arrive at once), and the right code, used once, then starts the trip; a concurrent try waits for the
 * code's row and then finds it used and the ride started.
 */
export async function startRide(deps: RideDeps, driver: User, id: string, pin: string): Promise<RideView> {
  const ride = await assignedRide(deps, driver, id);
  if (ride.status !== "arrived") throw new AppError("conflict", RIDE_MESSAGES.cannotUpdate);
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const tried = await tryCode(tx, ride.id, "pickup", pin, now);
    if (!tried) return { kind: "refused" as const };
    if (!tried.right) return { kind: "wrong" as const };
    const change = await transitionRide(
      tx,
      { ...ride, status: "arrived" },
      {
        event: "start",
        actor: "driver",
        actorId: driver.id,
        patch: { startedAt: now },
        guard: eq(rides.driverId, driver.id),
        at: now,
      },
    );
    if (!change) throw new AppError("conflict", RIDE_MESSAGES.cannotUpdate);
    return { kind: "started" as const, change };
  });
  if (outcome.kind === "refused") {
    // Locked, or the ride moved on meanwhile.
    const current = await rideForViewer(deps, driver, id);
    if (current.status !== "arrived" || current.driverId !== driver.id) {
      throw new AppError("conflict", RIDE_MESSAGES.cannotUpdate);
    }
    throw new AppError("too_many_requests", RIDE_MESSAGES.tooManyPinAttempts);
  }
  if (outcome.kind === "wrong") throw new AppError("bad_request", RIDE_MESSAGES.incorrectPin);
  await deps.events.publish(outcome.change);
  return viewRide(deps, outcome.change.ride, driver.id);
}
