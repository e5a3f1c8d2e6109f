import {
  COVER_LIMIT_KOBO,
  DELIVERY_DRIVER_ACTIVE,
  DELIVERY_STATUS_LINES,
  type DeliveryStatus,
  type DeliveryView,
  PICKUP_CODE_STATUSES,
  returnFeeKobo,
  splitFullName,
  type TrackingView,
} from "@campusgo/domain";
import { inArray } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  type Delivery,
  type HandoverProof,
  handoverProofs,
  type TripCharge,
  tripCharges,
  tripRatings,
  type User,
} from "../../db/schema/index.ts";
import type { DriverPosition } from "../../realtime/location-index.ts";
import { loadPeople, type People, type Person } from "../drivers/people.ts";
import { openCodes } from "../trips/handover.ts";
import { shareLinkExpiresAt, shareLinkOf } from "./share.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isIn = (list: readonly DeliveryStatus[], s: DeliveryStatus) => list.includes(s);

/**
 * What deliveries' views show beside their own rows: the people on them, the sender's pickup and return codes,
 * the hand-overs' proofs, the charges, and who rated what.
 */
export interface DeliveryViewData {
  people: People;
  pickupCodes: Map<string, string>;
  returnCodes: Map<string, string>;
  /** By trip, then by purpose. */
  proofs: Map<string, Map<string, HandoverProof>>;
  /** Each delivery's fare, and its return fee once it came back. */
  charges: Map<string, TripCharge>;
  returnFees: Map<string, TripCharge>;
  /** By trip, then by rater: the stars given. */
  ratings: Map<string, Map<string, number>>;
}

export async function loadDeliveryViewData(db: Db, list: Delivery[]): Promise<DeliveryViewData> {
  const ids = list.map((d) => d.id);
  const any = ids.length > 0;
  const [people, pickupCodes, returnCodes, proofRows, chargeRows, ratingRows] = await Promise.all([
    loadPeople(
      db,
      list.flatMap((d) => [d.senderId, d.driverId]),
    ),
    openCodes(
      db,
      list.filter((d) => isIn(PICKUP_CODE_STATUSES, d.status)).map((d) => d.id),
      "pickup",
    ),
    openCodes(
      db,
      list.filter((d) => d.status === "returning").map((d) => d.id),
      "return",
    ),
    any ? db.select().from(handoverProofs).where(inArray(handoverProofs.tripId, ids)) : [],
    any ? db.select().from(tripCharges).where(inArray(tripCharges.tripId, ids)) : [],
    any
      ? db
          .select({ tripId: tripRatings.tripId, raterId: tripRatings.raterId, stars: tripRatings.stars })
          .from(tripRatings)
          .where(inArray(tripRatings.tripId, ids))
      : [],
  ]);
  const proofs = new Map<string, Map<string, HandoverProof>>();
  for (const p of proofRows) proofs.set(p.tripId, (proofs.get(p.tripId) ?? new Map()).set(p.purpose, p));
  const ratings = new Map<string, Map<string, number>>();
  for (const r of ratingRows)
    ratings.set(r.tripId, (ratings.get(r.tripId) ?? new Map()).set(r.raterId, r.stars));
  return {
    people,
    pickupCodes,
    returnCodes,
    proofs,
    charges: new Map(chargeRows.filter((c) => c.kind !== "return_fee").map((c) => [c.tripId, c])),
    returnFees: new Map(chargeRows.filter((c) => c.kind === "return_fee").map((c) => [c.tripId, c])),
    ratings,
  };
}

export const proofPhotoUrl = (delivery: Pick<Delivery, "id">, purpose: string) =>
  `/api/deliveries/${delivery.id}/photos/${purpose}`;

function proofView(d: Delivery, proof: HandoverProof | undefined): DeliveryView["proofs"]["pickup"] {
  if (!proof) return null;
  return {
    photoUrl: proofPhotoUrl(d, proof.purpose),
    at: proof.at.toISOString(),
    confirmedAt: proof.confirmedAt.toISOString(),
    lat: proof.lat,
    lon: proof.lon,
    receivedBy: proof.receivedBy,
  };
}

function paymentView(charge: TripCharge | undefined): DeliveryView["payment"] {
  if (!charge) return null;
  return {
    amountKobo: charge.amountKobo,
    status: charge.status === "paid" ? "paid" : "owed",
    method: charge.method,
    paidAt: iso(charge.paidAt),
    refundedKobo: charge.refundedKobo,
  };
}

export const parcelPhotoUrl = (delivery: Pick<Delivery, "id">) =>
  `/api/deliveries/${delivery.id}/photos/parcel`;

const vehicleOf = (person: Person | undefined) => ({
  type: person?.profile?.vehicleType ?? "Unknown",
  plateNumber: person?.profile?.plateNumber ?? null,
  color: person?.profile?.vehicleColor ?? null,
});

function stepsOf(d: Delivery): DeliveryView["steps"] {
  return {
    bookedAt: d.createdAt.toISOString(),
    acceptedAt: iso(d.acceptedAt),
    arrivedPickupAt: iso(d.arrivedPickupAt),
    pickedUpAt: iso(d.pickedUpAt),
    arrivedDropoffAt: iso(d.arrivedDropoffAt),
    deliveredAt: iso(d.deliveredAt),
    returnStartedAt: iso(d.returnStartedAt),
    returnedAt: iso(d.returnedAt),
    cancelledAt: iso(d.cancelledAt),
    expiredAt: iso(d.expiredAt),
    endedAt: iso(d.endedAt),
  };
}

/**
 * The delivery as `viewer` may see it (its sender, its driver, or an admin): the pickup code and the tracking
 * link to the sender only; the drop-off code to nobody (the recipient has it by text); phone numbers between the
 * sender and the driver while the delivery is the driver's, and to admins.
 */
export function toDeliveryView(
  d: Delivery,
  viewer: User,
  { people, pickupCodes, returnCodes, proofs, charges, returnFees, ratings }: DeliveryViewData,
  config: Pick<Config, "sessionSecret" | "publicUrl" | "deliveries">,
  now = new Date(),
): DeliveryView {
  const isSender = viewer.id === d.senderId;
  const isDriver = d.driverId !== null && viewer.id === d.driverId;
  const isAdmin = viewer.role === "admin";
  const driverOnIt = isDriver && isIn(DELIVERY_DRIVER_ACTIVE, d.status);
  const driver = d.driverId ? people.get(d.driverId) : undefined;
  const sender = people.get(d.senderId);
  return {
    id: d.id,
    status: d.status,
    statusLine: DELIVERY_STATUS_LINES[d.status],
    pickup: { lat: d.pickupLat, lon: d.pickupLon, name: d.pickupName },
    dropoff: { lat: d.dropoffLat, lon: d.dropoffLon, name: d.dropoffName },
    category: d.category,
    size: d.size,
    photoUrl: parcelPhotoUrl(d),
    declaredValueKobo: d.declaredValueKobo,
    coveredKobo: Math.min(d.declaredValueKobo, COVER_LIMIT_KOBO),
    recipient: {
      name: d.recipientName,
      phoneNumber: isSender || isAdmin || driverOnIt ? d.recipientPhone : null,
    },
    note: d.note,
    fragile: d.fragile,
    scheduledAt: iso(d.scheduledAt),
    fareKobo: d.fareKobo,
    offerKobo: d.offerKobo,
    distanceM: d.distanceM,
    durationS: d.durationS,
    amountKobo: d.amountKobo,
    agreedKobo: d.agreedKobo,
    returnFeeKobo: returnFeeKobo(d.agreedKobo ?? d.offerKobo),
    pickupCode: isSender ? (pickupCodes.get(d.id) ?? null) : null,
    shareUrl: isSender ? shareLinkOf(config, d, now) : null,
    driver: driver
      ? {
          id: driver.user.id,
          fullName: driver.user.fullName,
          profileImage: driver.profileImage,
          phoneNumber: isSender || isDriver || isAdmin ? driver.user.phoneNumber : null,
          rating: driver.rating,
          ratingCount: driver.ratingCount,
          vehicle: vehicleOf(driver),
        }
      : null,
    sender: sender
      ? {
          id: sender.user.id,
          fullName: sender.user.fullName,
          profileImage: sender.profileImage,
          phoneNumber: isSender || isAdmin || driverOnIt ? sender.user.phoneNumber : null,
          rating: sender.rating,
          ratingCount: sender.ratingCount,
        }
      : null,
    searchRadiusM: d.searchRadiusM,
    searchStartedAt: d.status === "searching" ? iso(d.searchStartedAt) : null,
    searchExpiresAt: d.status === "searching" ? iso(d.searchExpiresAt) : null,
    cancelReason: d.cancelReason,
    cancelledBy: d.cancelledBy,
    steps: stepsOf(d),
    proofs: {
      pickup: proofView(d, proofs.get(d.id)?.get("pickup")),
      dropoff: proofView(d, proofs.get(d.id)?.get("dropoff")),
      return: proofView(d, proofs.get(d.id)?.get("return")),
    },
    payment: isSender || isDriver || isAdmin ? paymentView(charges.get(d.id)) : null,
    returnPayment: isSender || isDriver || isAdmin ? paymentView(returnFees.get(d.id)) : null,
    returnCode: isSender ? (returnCodes.get(d.id) ?? null) : null,
    freeWaitEndsAt: d.status === "at_dropoff" ? iso(freeWaitEndsAt(d, config.deliveries.freeWaitMs)) : null,
    myRating: ratings.get(d.id)?.get(viewer.id) ?? null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** When the recipient's free wait at the drop-off ends (null before the driver arrived there). */
export const freeWaitEndsAt = (d: Pick<Delivery, "arrivedDropoffAt">, waitMs: number): Date | null =>
  d.arrivedDropoffAt ? new Date(d.arrivedDropoffAt.getTime() + waitMs) : null;

/** The driver's first name: the one on the account, else the first word of the full name. */
const firstNameOf = (user: User) => user.firstName?.trim() || splitFullName(user.fullName).firstName;

/** Three decimals of a degree: about 110 m, enough to draw the way on the tracking page, not a door. */
const roughly = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * What the tracking link shows (trackingViewSchema): no phone numbers, no surnames, nothing of the sender or the
 * recipient; the places to about 100 m; the driver's position only while the parcel is on its way and the position
 * is fresh.
 */
export function toTrackingView(
  d: Delivery,
  driver: Person | undefined,
  position: DriverPosition | undefined,
): TrackingView {
  const expiresAt = shareLinkExpiresAt(d);
  return {
    status: d.status,
    statusLine: DELIVERY_STATUS_LINES[d.status],
    pickup: { name: d.pickupName, lat: roughly(d.pickupLat), lon: roughly(d.pickupLon) },
    dropoff: { name: d.dropoffName, lat: roughly(d.dropoffLat), lon: roughly(d.dropoffLon) },
    driver: driver
      ? {
          firstName: firstNameOf(driver.user),
          vehicle: vehicleOf(driver),
        }
      : null,
    position:
      d.status === "in_transit" && position
        ? {
            lat: position.lat,
            lon: position.lon,
            heading: position.heading,
            at: new Date(position.at).toISOString(),
          }
        : null,
    steps: stepsOf(d),
    linkExpiresAt: iso(expiresAt),
  };
}
