import { eq, isNull } from "drizzle-orm";
import { rides } from "../../../db/schema/index.ts";
import { uniqueViolation } from "../../auth/db-errors.ts";
import { noticeUnansweredOffers } from "../../offers/closed-notices.ts";
import { announceSettledOffers } from "../../offers/events.ts";
import { earliestPendingExpiry, expireOffer } from "../../offers/repo.ts";
import { acceptBestWithinLimit } from "../../offers/service.ts";
import { liveRidesConfig } from "../../service-data/settings.ts";
import { revokeCodes } from "../../trips/handover.ts";
import type { RideDeps } from "../deps.ts";
import { dispatchRide } from "../dispatchable.ts";
import { notifyUser, publishRide, rideNotices } from "../events.ts";
import { rideOfferKind } from "../offerable.ts";
import { casRide, findRide } from "../repo.ts";
import { dispatchTimeOf, searchDeadline } from "../schedule.ts";
import { type RideChange, transitionRide } from "../transition.ts";
import { noPendingOffer } from "./due.ts";

/**
 * The timed steps of a ride, one ride at a time. Each re-reads the ride and acts only if its time has come
 * (every change is a compare-and-set, so two instances, a retried job and the catch-up sweep can all call it);
 * it answers when to look again if the time has not come yet, or null when there is nothing more to do.
 */
export type TimedStep = (deps: RideDeps, id: string, now: Date) => Promise<Date | null>;

const notYet = (at: Date | null, now: Date): at is Date => at !== null && at.getTime() > now.getTime();

/**
 * A ride booked for later starts searching a lead ahead of its pickup, until the time by which it must be
 * matched; if its rider is busy with another ride then, it expires (and the rider is told).
 */
export const startScheduled: TimedStep = async (deps, id, now) => {
  const ride = await findRide(deps.db, id);
  if (ride?.status !== "scheduled" || !ride.scheduledAt) return null;
  const dispatchAt = dispatchTimeOf(deps, ride.scheduledAt, ride.distanceM);
  if (notYet(dispatchAt, now)) return dispatchAt;
  const cfg = await liveRidesConfig(deps);
  let change: RideChange | undefined;
  try {
    change = await deps.db.transaction((tx) =>
      transitionRide(tx, ride, {
        event: "dispatch",
        actor: "system",
        patch: {
          searchRadiusM: cfg.initialRadiusM,
          nextStepAt: new Date(now.getTime() + cfg.stepMs),
          searchStartedAt: now,
          searchExpiresAt: searchDeadline(cfg, ride.scheduledAt, now),
        },
        at: now,
      }),
    );
  } catch (error) {
    if (uniqueViolation(error) !== "rides_rider_active_key") throw error;
    change = await deps.db.transaction((tx) =>
      transitionRide(tx, ride, {
        event: "expire",
        actor: "system",
        patch: { expiredAt: now },
        payload: { reason: "rider_busy" },
        at: now,
      }),
    );
  }
  await deps.events.publish(change);
  return null;
};

/** A searching ride's next step: one radius step wider (up to the largest), asking the drivers now in range. */
export const widenSearch: TimedStep = async (deps, id, now) => {
  const ride = await findRide(deps.db, id);
  if (ride?.status !== "searching" || !ride.nextStepAt) return null;
  if (notYet(ride.nextStepAt, now)) return ride.nextStepAt;
  const cfg = await liveRidesConfig(deps);
  const radius = Math.min(ride.searchRadiusM + cfg.radiusStepM, cfg.maxRadiusM);
  const nextStepAt = new Date(now.getTime() + cfg.stepMs);
  // Only one caller wins a step: the guard is the step time it read.
  const widened = await casRide(
    deps.db,
    ride.id,
    "searching",
    { searchRadiusM: radius, nextStepAt },
    eq(rides.nextStepAt, ride.nextStepAt),
  );
  if (!widened) return null;
  if (radius !== ride.searchRadiusM) await publishRide(deps, widened);
  await dispatchRide(deps, widened, now);
  return nextStepAt;
};

/** A search nobody was accepted on in time expires; with an offer pending it waits for that offer first. */
export const expireSearch: TimedStep = async (deps, id, now) => {
  const ride = await findRide(deps.db, id);
  if (ride?.status !== "searching" || !ride.searchExpiresAt) return null;
  if (notYet(ride.searchExpiresAt, now)) return ride.searchExpiresAt;
  const change = await deps.db.transaction((tx) =>
    transitionRide(tx, ride, {
      event: "expire",
      actor: "system",
      patch: { expiredAt: now, nextStepAt: null },
      guard: noPendingOffer,
      at: now,
    }),
  );
  if (change) {
    await deps.events.publish(change);
    return null;
  }
  const pending = await earliestPendingExpiry(deps.db, ride.id);
  return pending && pending.getTime() > now.getTime() ? pending : new Date(now.getTime() + 1000);
};

/** A round trip whose agreed wait is over starts the way back. */
export const startReturn: TimedStep = async (deps, id, now) => {
  const ride = await findRide(deps.db, id);
  if (ride?.status !== "waiting" || !ride.waitStartedAt) return null;
  const endsAt = new Date(ride.waitStartedAt.getTime() + ride.waitMinutes * 60_000);
  if (notYet(endsAt, now)) return endsAt;
  const change = await deps.db.transaction((tx) =>
    transitionRide(tx, ride, {
      event: "return",
      actor: "system",
      patch: { returnStartedAt: now },
      payload: { reason: "wait_over" },
      at: now,
    }),
  );
  await deps.events.publish(change);
  return null;
};

/** A pending offer whose time ran out expires (the driver and the rider are told). */
export const expirePendingOffer: TimedStep = async (deps, offerId, now) => {
  const outcome = await expireOffer(deps.db, offerId, now);
  if (outcome.kind === "not_yet") return outcome.at;
  if (outcome.kind === "expired") {
    await announceSettledOffers(deps, [outcome.offer]);
    await noticeUnansweredOffers(deps, [outcome.offer]);
  }
  return null;
};

/** A reserved ride's reminder: the matched driver is asked to confirm they are coming. Once. */
export const remindReserved: TimedStep = async (deps, id, now) => {
  const ride = await findRide(deps.db, id);
  if (ride?.status !== "reserved" || !ride.nextStepAt || ride.remindedAt) return null;
  if (notYet(ride.nextStepAt, now)) return ride.nextStepAt;
  const reminded = await casRide(deps.db, ride.id, "reserved", { remindedAt: now }, isNull(rides.remindedAt));
  if (!reminded?.driverId) return null;
  await notifyUser(deps, reminded.driverId, rideNotices.confirmBooking(reminded));
  await publishRide(deps, reminded);
  return null;
};

/**
 * A reserved ride whose driver did not confirm in time searches again at once (the rider and the driver are
 * told); if the rider is on another ride by then, it expires.
 */
export const releaseReserved: TimedStep = async (deps, id, now) => {
  const ride = await findRide(deps.db, id);
  if (ride?.status !== "reserved" || !ride.searchExpiresAt) return null;
  if (notYet(ride.searchExpiresAt, now)) return ride.searchExpiresAt;
  const cfg = await liveRidesConfig(deps);
  const change = await deps.db.transaction(async (tx) => {
    // The PIN was for the driver who did not confirm.
    await revokeCodes(tx, ride.id);
    return transitionRide(tx, ride, {
      event: "release",
      actor: "system",
      patch: {
        driverId: null,
        acceptedOfferId: null,
        amountKobo: null,
        agreedKobo: null,
        acceptedAt: null,
        remindedAt: null,
        searchRadiusM: cfg.initialRadiusM,
        searchRound: ride.searchRound + 1,
        nextStepAt: new Date(now.getTime() + cfg.stepMs),
        searchStartedAt: now,
        searchExpiresAt: new Date(now.getTime() + cfg.searchTimeoutMs),
      },
      payload: { driverId: ride.driverId, reason: "not_confirmed" },
      at: now,
    });
  });
  await deps.events.publish(change);
  return null;
};

/** "Accept the best offer up to ₦X": the window after the first offer within the limit is over. */
export const autoAccept: TimedStep = async (deps, id, now) => {
  await acceptBestWithinLimit(deps, rideOfferKind, id, now);
  return null;
};
