import {
  inRange,
  type OfferView,
  offerRangeMessage,
  RIDE_MESSAGES,
  type RideView,
  roadMeters,
  type TripKind,
  travelSeconds,
} from "@campusgo/domain";
import type { Offer, Ride, User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { loadPeople } from "../drivers/people.ts";
import { lockOnlineSwitch } from "../drivers/presence.ts";
import { assertApprovedDriver } from "../kyc/service.ts";
import { isUuid, type RideDeps } from "../rides/deps.ts";
import { fareRule } from "../rides/fares-repo.ts";
import { wasDispatchedTo } from "../rides/repo.ts";
import { viewRide } from "../rides/service.ts";
import { setOfferExpiry } from "../rides/timers/jobs.ts";
import { toOfferView } from "../rides/view.ts";
import { dispatchSettingsOf } from "../service-data/settings.ts";
import type { TripChange } from "../trips/changes.ts";
import { onAnotherJob } from "../trips/transition.ts";
import { announceSettledOffers } from "./events.ts";
import { type OfferKind, offerKindOf } from "./kinds.ts";
import {
  casPendingOffer,
  countOffersOn,
  findOffer,
  insertOffer,
  listTripOffers,
  notExpired,
  onAJob,
  settleTripOffers,
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
 * A driver answers a request they received, for a trip of any kind: at the booker's offer, or with a
 * counter-offer within bounds. Only while online: a request received earlier cannot be answered after going
 * offline.
 */
export async function makeOffer(
  deps: RideDeps,
  driver: User,
  tripId: string,
  amount: number | undefined,
  now = new Date(),
): Promise<OfferView> {
  if (!isUuid(tripId)) throw rideNotFound();
  await assertApprovedDriver(deps.db, driver.id);
  const kind = await offerKindOf(deps.db, tripId);
  const row = kind ? await kind.find(deps.db, tripId) : undefined;
  const dispatch = row ? await wasDispatchedTo(deps.db, tripId, driver.id) : undefined;
  if (!kind || !row || !dispatch) throw rideNotFound();
  const trip = kind.target(deps, row);
  if (!trip.searching) throw new AppError("conflict", RIDE_MESSAGES.rideUnavailable);
  if (await onAJob(deps.db, driver.id)) throw new AppError("conflict", RIDE_MESSAGES.finishCurrentRide);
  // Without an amount the driver accepts the booker's offer as it is; a counter stays within the driver's band.
  const amountKobo = amount ?? trip.bookersOfferKobo;
  if (!inRange(amountKobo, trip.band)) throw new AppError("bad_request", offerRangeMessage(trip.band));
  if ((await countOffersOn(deps.db, trip.id, driver.id)) >= MAX_OFFERS_PER_RIDE) {
    throw new AppError("conflict", OFFER_MESSAGES.tooManyOffers);
  }
  const position = await deps.locations.get(driver.id);
  const fresh = position && position.at >= now.getTime() - deps.config.rides.locationStaleMs;
  const distanceM = fresh ? roadMeters(position, trip.pickup) : dispatch.distanceToPickupM;
  const rule = await fareRule(deps.db, trip.rideType);
  // How long an offer lasts: an admin's dispatch setting, read now.
  const { offerTtlMs } = await dispatchSettingsOf(deps.db, deps.config.rides);
  const etaS = Math.max(60, travelSeconds(distanceM, rule.averageSpeedKmh));
  let offer: Offer;
  try {
    offer = await deps.db.transaction(async (tx) => {
      // The share lock keeps an accept (which takes the trip for update) from missing this offer.
      const locked = await kind.lock(tx, trip.id, "share");
      if (!locked || !kind.target(deps, locked).searching) {
        throw new AppError("conflict", RIDE_MESSAGES.rideUnavailable);
      }
      // Locked too: going offline waits for this offer, then withdraws it with the driver's others.
      if (!(await lockOnlineSwitch(tx, driver.id))) throw new AppError("conflict", OFFER_MESSAGES.goOnline);
      // Again under the lock: an accept of this driver's offer elsewhere holds it until it has committed (and
      // withdrawn the driver's other offers), so the check before the transaction may be out of date by now.
      if (await onAJob(tx, driver.id)) throw new AppError("conflict", RIDE_MESSAGES.finishCurrentRide);
      return insertOffer(tx, {
        tripId: trip.id,
        driverId: driver.id,
        amountKobo,
        etaS,
        distanceM,
        expiresAt: new Date(now.getTime() + offerTtlMs),
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === "offers_trip_driver_pending_key") {
      throw new AppError("conflict", RIDE_MESSAGES.alreadyOffered);
    }
    throw error;
  }
  const people = await loadPeople(deps.db, [driver.id, trip.bookerId]);
  await setOfferExpiry(deps, offer);
  await kind.offered(deps, row, offer, people, now);
  return toOfferView(offer, people);
}

/** The booker's own trip for an offer, with its kind, or 404. */
async function bookersOffer(deps: RideDeps, booker: User, offerId: string) {
  if (!isUuid(offerId)) throw offerNotFound();
  const offer = await findOffer(deps.db, offerId);
  const kind = offer ? await offerKindOf(deps.db, offer.tripId) : undefined;
  const row = offer && kind ? await kind.find(deps.db, offer.tripId) : undefined;
  if (!offer || !kind || !row || kind.target(deps, row).bookerId !== booker.id) throw offerNotFound();
  return { offer, kind, row };
}

/**
 * The rider accepts an offer on their ride: it becomes the driver's (takeOffer). A ride booked for later whose
 * pickup is beyond the reminder is reserved instead: the driver is matched, keeps their other offers and
 * confirms near the time.
 */
export async function acceptOffer(
  deps: RideDeps,
  rider: User,
  offerId: string,
  now = new Date(),
): Promise<RideView> {
  const change = await acceptBookersOffer(deps, rider, offerId, "ride", now);
  return viewRide(deps, change.trip as Ride, rider.id);
}

/** The booker accepts an offer on their trip of `kind` (404 for an offer on another kind): takeOffer. */
export async function acceptBookersOffer(
  deps: RideDeps,
  booker: User,
  offerId: string,
  kindName: TripKind,
  now = new Date(),
): Promise<TripChange> {
  const { offer, kind, row } = await bookersOffer(deps, booker, offerId);
  if (kind.kind !== kindName) throw offerNotFound();
  const actor = kindName === "ride" ? "rider" : "sender";
  const change = await takeOffer(deps, kind, row, offer, { actor, actorId: booker.id }, now);
  await kind.publish(deps, change);
  return change;
}

/**
 * Accepts one offer for its trip, for the booker or for the server acting on the booker's limit: in one
 * transaction the offer goes pending -> accepted, the trip's other pending offers -> lost, the driver's offers on
 * other trips -> withdrawn (unless the trip is for later), and the kind assigns the trip to the driver (the
 * driver's one job refuses a driver already on another trip). Racers get 409.
 */
export async function takeOffer<Row extends { id: string; status: string }, Change extends TripChange<Row>>(
  deps: RideDeps,
  kind: OfferKind<Row, Change>,
  row: Row,
  chosen: Offer,
  by: { actor: "rider" | "sender" | "system"; actorId?: string },
  now: Date,
): Promise<Change> {
  const ahead = kind.reservesAhead(deps, row, now);
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await kind.lock(tx, row.id, "update");
      if (!locked || !kind.target(deps, locked).searching) throw unavailable();
      // The driver too, in the order placing an offer takes them (trip, then driver): two bookers accepting the
      // same driver at once take turns instead of each withdrawing the other's offer (a deadlock).
      await lockOnlineSwitch(tx, chosen.driverId, "update");
      const offer = await casPendingOffer(tx, chosen.id, "accepted", now, notExpired(now));
      if (!offer) throw unavailable();
      const lost = await settleTripOffers(tx, row.id, "lost", now);
      // The driver's offers on other trips are taken back when they have a job now (not one for later).
      const withdrawn = ahead ? [] : await withdrawPendingOf(tx, offer.driverId, now, row.id);
      const settledOfferIds = [...lost, ...withdrawn].map((o) => o.id);
      const assigned = await kind.assign(tx, deps, locked, offer, { ...by, settledOfferIds }, now);
      if (!assigned) throw unavailable();
      return assigned;
    });
  } catch (error) {
    if (onAnotherJob(error)) {
      throw new AppError("conflict", RIDE_MESSAGES.driverBusy);
    }
    throw error;
  }
}

/**
 * "Accept the best offer up to ₦X": the pending offers within the booker's limit, cheapest first (then the
 * driver nearest the pickup, then the earliest). The first one that can still be taken is accepted.
 */
export async function acceptBestWithinLimit<
  Row extends { id: string; status: string },
  Change extends TripChange<Row>,
>(deps: RideDeps, kind: OfferKind<Row, Change>, tripId: string, now: Date): Promise<Change | null> {
  const row = await kind.find(deps.db, tripId);
  const trip = row ? kind.target(deps, row) : undefined;
  if (!row || !trip?.searching || trip.autoAcceptKobo === null) return null;
  const limit = trip.autoAcceptKobo;
  const candidates = (await listTripOffers(deps.db, trip.id))
    .filter((o) => o.status === "pending" && o.amountKobo <= limit && o.expiresAt.getTime() > now.getTime())
    .sort(
      (a, b) =>
        a.amountKobo - b.amountKobo ||
        a.distanceM - b.distanceM ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  for (const offer of candidates) {
    try {
      const change = await takeOffer(deps, kind, row, offer, { actor: "system" }, now);
      await kind.publish(deps, change);
      return change;
    } catch (error) {
      // Taken meanwhile (the booker accepted, the driver withdrew or got another job): try the next one.
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      const again = await kind.find(deps.db, trip.id);
      if (!again || !kind.target(deps, again).searching) return null;
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
  await bookersOffer(deps, rider, offerId);
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

/** The offers on the booker's trip, pending first. */
export async function tripOffers(deps: RideDeps, booker: User, tripId: string): Promise<OfferView[]> {
  if (!isUuid(tripId)) throw rideNotFound();
  const kind = await offerKindOf(deps.db, tripId);
  const row = kind ? await kind.find(deps.db, tripId) : undefined;
  if (!kind || !row || kind.target(deps, row).bookerId !== booker.id) throw rideNotFound();
  const list = await listTripOffers(deps.db, tripId);
  const people = await loadPeople(
    deps.db,
    list.map((o) => o.driverId),
  );
  return list.map((o) => toOfferView(o, people));
}
