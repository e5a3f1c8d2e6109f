import {
  inRange,
  type OfferView,
  offerRangeMessage,
  RIDE_MESSAGES,
  type RideTypeId,
  type RideView,
  roadMeters,
  travelSeconds,
} from "@campusgo/domain";
import type { Offer, Ride, User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { setAutoAccept, setOfferExpiry } from "../dispatch/timers.ts";
import { loadPeople } from "../drivers/people.ts";
import { lockOnlineSwitch } from "../drivers/presence.ts";
import { assertApprovedDriver } from "../kyc/service.ts";
import { isUuid, type RideDeps } from "../rides/deps.ts";
import { notifyUser, rideNotices } from "../rides/events.ts";
import { fareRule } from "../rides/fares-repo.ts";
import { newPin } from "../rides/pin.ts";
import { driverRange, riderOfferOf } from "../rides/prices.ts";
import { activeRideOfDriver, findRide, lockRide, wasDispatchedTo } from "../rides/repo.ts";
import { reservationTimes, reservesAhead } from "../rides/schedule.ts";
import { viewRide } from "../rides/service.ts";
import { type RideChange, transitionRide } from "../rides/transition.ts";
import { toOfferView } from "../rides/view.ts";
import { onAnotherJob } from "../trips/transition.ts";
import { announceSettledOffers } from "./events.ts";
import {
  casPendingOffer,
  countOffersOn,
  findOffer,
  insertOffer,
  listRideOffers,
  notExpired,
  settleRideOffers,
  withdrawPendingOf,
} from "./repo.ts";

/** A driver may offer on one ride at most this many times (withdrawn and expired offers count). */
const MAX_OFFERS_PER_RIDE = 3;
const OFFER_MESSAGES = {
  tooManyOffers: "You cannot make more offers on this ride",
  goOnline: "Go online to make offers",
} as const;

const rideNotFound = () => new AppError("not_found", RIDE_MESSAGES.rideNotFound);
const offerNotFound = () => new AppError("not_found", RIDE_MESSAGES.offerNotFound);
const unavailable = () => new AppError("conflict", RIDE_MESSAGES.offerUnavailable);

async function offerView(deps: RideDeps, offer: Offer): Promise<OfferView> {
  return toOfferView(offer, await loadPeople(deps.db, [offer.driverId]));
}

/**
 * A driver answers a request they received: at the fare, or with a counter-offer within bounds. Only while
 * online: a request received earlier cannot be answered after going offline.
 */
export async function makeOffer(
  deps: RideDeps,
  driver: User,
  rideId: string,
  amount: number | undefined,
  now = new Date(),
): Promise<OfferView> {
  if (!isUuid(rideId)) throw rideNotFound();
  await assertApprovedDriver(deps.db, driver.id);
  const ride = await findRide(deps.db, rideId);
  const dispatch = ride ? await wasDispatchedTo(deps.db, rideId, driver.id) : undefined;
  if (!ride || !dispatch) throw rideNotFound();
  if (ride.status !== "searching") throw new AppError("conflict", RIDE_MESSAGES.rideUnavailable);
  if (await activeRideOfDriver(deps.db, driver.id))
    throw new AppError("conflict", RIDE_MESSAGES.finishCurrentRide);
  // Without an amount the driver accepts the rider's offer as it is; a counter stays within the driver's band.
  const amountKobo = amount ?? riderOfferOf(ride);
  const range = driverRange(deps, ride);
  if (!inRange(amountKobo, range)) throw new AppError("bad_request", offerRangeMessage(range));
  if ((await countOffersOn(deps.db, ride.id, driver.id)) >= MAX_OFFERS_PER_RIDE) {
    throw new AppError("conflict", OFFER_MESSAGES.tooManyOffers);
  }
  const position = await deps.locations.get(driver.id);
  const fresh = position && position.at >= now.getTime() - deps.config.rides.locationStaleMs;
  const distanceM = fresh
    ? roadMeters(position, { lat: ride.pickupLat, lon: ride.pickupLon })
    : dispatch.distanceToPickupM;
  const rule = await fareRule(deps.db, ride.rideType as RideTypeId);
  const etaS = Math.max(60, travelSeconds(distanceM, rule.averageSpeedKmh));
  let offer: Offer;
  try {
    offer = await deps.db.transaction(async (tx) => {
      // The share lock keeps an accept (which takes the ride for update) from missing this offer.
      const locked = await lockRide(tx, ride.id, "share");
      if (locked?.status !== "searching") throw new AppError("conflict", RIDE_MESSAGES.rideUnavailable);
      // Locked too: going offline waits for this offer, then withdraws it with the driver's others.
      if (!(await lockOnlineSwitch(tx, driver.id))) throw new AppError("conflict", OFFER_MESSAGES.goOnline);
      // Again under the lock: an accept of this driver's offer elsewhere holds it until it has committed (and
      // withdrawn the driver's other offers), so the check before the transaction may be out of date by now.
      if (await activeRideOfDriver(tx, driver.id)) {
        throw new AppError("conflict", RIDE_MESSAGES.finishCurrentRide);
      }
      return insertOffer(tx, {
        rideId: ride.id,
        driverId: driver.id,
        amountKobo,
        etaS,
        distanceM,
        expiresAt: new Date(now.getTime() + deps.config.rides.offerTtlMs),
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === "offers_ride_driver_pending_key") {
      throw new AppError("conflict", RIDE_MESSAGES.alreadyOffered);
    }
    throw error;
  }
  const people = await loadPeople(deps.db, [driver.id, ride.riderId]);
  await setOfferExpiry(deps, offer);
  // Within the rider's limit: the best offer is taken for them once the others had a moment to come in.
  if (ride.autoAcceptKobo !== null && amountKobo <= ride.autoAcceptKobo) {
    await setAutoAccept(deps, ride.id, new Date(now.getTime() + deps.config.rides.autoAcceptWindowMs));
  }
  const view = toOfferView(offer, people);
  deps.hub.toUser(ride.riderId, "ride:offer", { offer: view });
  deps.hub.toUser(driver.id, "offer:updated", { offer: view });
  await notifyUser(deps, ride.riderId, rideNotices.offerReceived(ride, people, driver.id, amountKobo));
  return view;
}

/** The rider's own ride for an offer, or 404. */
async function riderOffer(
  deps: RideDeps,
  rider: User,
  offerId: string,
): Promise<{ offer: Offer; ride: Ride }> {
  if (!isUuid(offerId)) throw offerNotFound();
  const offer = await findOffer(deps.db, offerId);
  const ride = offer ? await findRide(deps.db, offer.rideId) : undefined;
  if (!offer || !ride || ride.riderId !== rider.id) throw offerNotFound();
  return { offer, ride };
}

/**
 * The rider accepts an offer: in one transaction the ride goes searching -> accepted with that driver (the
 * partial unique index refuses a driver already on another ride), the offer pending -> accepted and the ride's
 * other pending offers -> lost. Racers get 409. A ride booked for later whose pickup is beyond the reminder is
 * reserved instead: the driver is matched, keeps their other offers and confirms near the time.
 */
export async function acceptOffer(
  deps: RideDeps,
  rider: User,
  offerId: string,
  now = new Date(),
): Promise<RideView> {
  const { ride, offer } = await riderOffer(deps, rider, offerId);
  const change = await takeOffer(deps, ride, offer, { actor: "rider", actorId: rider.id }, now);
  await deps.events.publish(change);
  return viewRide(deps, change.ride, rider.id);
}

/** Accepts (or reserves) one offer for its ride, for the rider or for the server acting on the rider's limit. */
export async function takeOffer(
  deps: RideDeps,
  ride: Ride,
  chosen: Offer,
  by: { actor: "rider" | "system"; actorId?: string },
  now: Date,
): Promise<RideChange> {
  const ahead = reservesAhead(deps, ride, now) && ride.scheduledAt !== null;
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockRide(tx, ride.id, "update");
      if (locked?.status !== "searching") throw unavailable();
      // The driver too, in the order placing an offer takes them (ride, then driver): two riders accepting the
      // same driver at once take turns instead of each withdrawing the other's offer (a deadlock).
      await lockOnlineSwitch(tx, chosen.driverId, "update");
      const offer = await casPendingOffer(tx, chosen.id, "accepted", now, notExpired(now));
      if (!offer) throw unavailable();
      const lost = await settleRideOffers(tx, ride.id, "lost", now);
      // The driver's offers on other rides are taken back when they have a ride now (not one for later).
      const withdrawn = ahead ? [] : await withdrawPendingOf(tx, offer.driverId, now, ride.id);
      const times = ahead && locked.scheduledAt ? reservationTimes(deps, locked.scheduledAt) : null;
      const accepted = await transitionRide(tx, locked, {
        event: times ? "reserve" : "accept",
        actor: by.actor,
        ...(by.actorId ? { actorId: by.actorId } : {}),
        patch: {
          driverId: offer.driverId,
          acceptedOfferId: offer.id,
          amountKobo: offer.amountKobo,
          agreedKobo: offer.amountKobo,
          pin: newPin(),
          pinAttempts: 0,
          acceptedAt: now,
          nextStepAt: times?.nextStepAt ?? null,
          searchExpiresAt: times?.searchExpiresAt ?? locked.searchExpiresAt,
        },
        payload: { offerId: offer.id, settledOfferIds: [...lost, ...withdrawn].map((o) => o.id) },
        at: now,
      });
      if (!accepted) throw unavailable();
      return accepted;
    });
  } catch (error) {
    if (onAnotherJob(error)) {
      throw new AppError("conflict", RIDE_MESSAGES.driverBusy);
    }
    throw error;
  }
}

/**
 * "Accept the best offer up to ₦X": the pending offers within the rider's limit, cheapest first (then the
 * driver nearest the pickup, then the earliest). The first one that can still be taken is accepted.
 */
export async function acceptBestWithinLimit(
  deps: RideDeps,
  rideId: string,
  now: Date,
): Promise<RideChange | null> {
  const ride = await findRide(deps.db, rideId);
  if (ride?.status !== "searching" || ride.autoAcceptKobo === null) return null;
  const limit = ride.autoAcceptKobo;
  const candidates = (await listRideOffers(deps.db, ride.id))
    .filter((o) => o.status === "pending" && o.amountKobo <= limit && o.expiresAt.getTime() > now.getTime())
    .sort(
      (a, b) =>
        a.amountKobo - b.amountKobo ||
        a.distanceM - b.distanceM ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  for (const offer of candidates) {
    try {
      const change = await takeOffer(deps, ride, offer, { actor: "system" }, now);
      await deps.events.publish(change);
      return change;
    } catch (error) {
      // Taken meanwhile (the rider accepted, the driver withdrew or got another ride): try the next one.
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      const again = await findRide(deps.db, ride.id);
      if (again?.status !== "searching") return null;
    }
  }
  return null;
}

export async function declineOffer(
  deps: RideDeps,
  rider: User,
  offerId: string,
  now = new Date(),
): Promise<OfferView> {
  await riderOffer(deps, rider, offerId);
  const declined = await casPendingOffer(deps.db, offerId, "declined", now);
  if (!declined) throw unavailable();
  await announceSettledOffers(deps, [declined]);
  return offerView(deps, declined);
}

/** The driver takes back their pending offer. */
export async function withdrawOffer(
  deps: RideDeps,
  driver: User,
  offerId: string,
  now = new Date(),
): Promise<OfferView> {
  if (!isUuid(offerId)) throw offerNotFound();
  const offer = await findOffer(deps.db, offerId);
  if (!offer || offer.driverId !== driver.id) throw offerNotFound();
  const withdrawn = await casPendingOffer(deps.db, offerId, "withdrawn", now);
  if (!withdrawn) throw unavailable();
  await announceSettledOffers(deps, [withdrawn]);
  return offerView(deps, withdrawn);
}

/** The offers on the rider's ride, pending first. */
export async function rideOffers(deps: RideDeps, rider: User, rideId: string): Promise<OfferView[]> {
  if (!isUuid(rideId)) throw rideNotFound();
  const ride = await findRide(deps.db, rideId);
  if (!ride || ride.riderId !== rider.id) throw rideNotFound();
  const list = await listRideOffers(deps.db, rideId);
  const people = await loadPeople(
    deps.db,
    list.map((o) => o.driverId),
  );
  return list.map((o) => toOfferView(o, people));
}
