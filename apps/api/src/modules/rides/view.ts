import type { AmountRange, DriverRequest, OfferView, RideTypeId, RideView } from "@campusgo/domain";
import { isDriverActive, priceNoteOf } from "@campusgo/domain";
import type { Offer, Ride } from "../../db/schema/index.ts";
import type { People, Person } from "../drivers/people.ts";
import { type RideViewData, showsPin } from "./view-data.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const luggagePhotoUrl = (ride: Ride) =>
  ride.luggagePhotoKey ? `/api/rides/${ride.id}/luggage-photo` : null;
export const vehiclePhotoUrl = (person: Person) =>
  person.hasVehiclePhoto ? `/api/drivers/${person.user.id}/vehicle-photo` : null;

const vehicleOf = (person: Person) => ({
  type: person.profile?.vehicleType ?? "Unknown",
  plateNumber: person.profile?.plateNumber ?? null,
  color: person.profile?.vehicleColor ?? null,
});

/** The ride as `viewerId` may see it: only the rider sees the PIN; phone numbers only between the two parties. */
export function toRideView(ride: Ride, viewerId: string, { people, pins }: RideViewData): RideView {
  const isRider = viewerId === ride.riderId;
  const isDriver = ride.driverId !== null && viewerId === ride.driverId;
  const driver = ride.driverId ? people.get(ride.driverId) : undefined;
  const rider = people.get(ride.riderId);
  const showPin = isRider && showsPin(ride.status);
  const shareRiderPhone = isRider || (isDriver && isDriverActive(ride.status));
  return {
    id: ride.id,
    status: ride.status,
    rideType: ride.rideType as RideTypeId,
    pickup: { lat: ride.pickupLat, lon: ride.pickupLon, name: ride.pickupName },
    destination: { lat: ride.destLat, lon: ride.destLon, name: ride.destName },
    scheduledAt: iso(ride.scheduledAt),
    roundTrip: ride.roundTrip,
    waitMinutes: ride.waitMinutes,
    waitStartedAt: iso(ride.waitStartedAt),
    waitEndsAt: ride.waitStartedAt
      ? new Date(ride.waitStartedAt.getTime() + ride.waitMinutes * 60_000).toISOString()
      : null,
    note: ride.note,
    luggage: { hasLuggage: ride.hasLuggage, imageUrl: luggagePhotoUrl(ride) },
    fareKobo: ride.fareKobo,
    distanceM: ride.distanceM,
    durationS: ride.durationS,
    pin: showPin ? (pins.get(ride.id) ?? null) : null,
    driver:
      driver && ride.driverId
        ? {
            id: driver.user.id,
            fullName: driver.user.fullName,
            profileImage: driver.profileImage,
            phoneNumber: isRider || isDriver ? driver.user.phoneNumber : null,
            rating: driver.rating,
            ratingCount: driver.ratingCount,
            vehicle: vehicleOf(driver),
          }
        : null,
    rider: rider
      ? {
          id: rider.user.id,
          fullName: rider.user.fullName,
          profileImage: rider.profileImage,
          phoneNumber: shareRiderPhone ? rider.user.phoneNumber : null,
          rating: rider.rating,
          ratingCount: rider.ratingCount,
        }
      : null,
    acceptedOfferId: ride.acceptedOfferId,
    amountKobo: ride.amountKobo,
    agreedKobo: ride.agreedKobo,
    priceNote: priceNoteOf(ride),
    cancelReason: ride.cancelReason,
    cancelledBy: ride.cancelledBy,
    createdAt: ride.createdAt.toISOString(),
    updatedAt: ride.updatedAt.toISOString(),
    searchRadiusM: ride.searchRadiusM,
    // A ride from before searchStartedAt was kept started its only search when it was booked.
    searchStartedAt:
      ride.status === "searching"
        ? iso(ride.searchStartedAt ?? (ride.scheduledAt ? null : ride.createdAt))
        : null,
    searchExpiresAt: ride.status === "searching" ? iso(ride.searchExpiresAt) : null,
    offerKobo: ride.offerKobo ?? ride.fareKobo,
    autoAcceptKobo: isRider ? ride.autoAcceptKobo : null,
    usual:
      ride.usualLowKobo !== null && ride.usualHighKobo !== null
        ? { lowKobo: ride.usualLowKobo, highKobo: ride.usualHighKobo, rides: ride.usualRides ?? 0 }
        : null,
    // A reserved ride's next step is its reminder: the driver may confirm from then.
    confirmFrom: ride.status === "reserved" ? iso(ride.nextStepAt) : null,
    confirmedAt: iso(ride.confirmedAt),
    endedAway:
      ride.endLat !== null && ride.endLon !== null && ride.endedAwayM !== null
        ? { lat: ride.endLat, lon: ride.endLon, distanceM: ride.endedAwayM }
        : null,
    flag:
      ride.flagReason && ride.flaggedAt
        ? { reason: ride.flagReason, at: ride.flaggedAt.toISOString() }
        : null,
    // A round trip completed without the way back: the rider ended it at the destination.
    endedEarly:
      ride.roundTrip &&
      ride.status === "completed" &&
      ride.returnStartedAt === null &&
      ride.agreedKobo !== null
        ? { agreedKobo: ride.agreedKobo }
        : null,
  };
}

export function toOfferView(offer: Offer, people: People): OfferView {
  const driver = people.get(offer.driverId);
  return {
    id: offer.id,
    rideId: offer.tripId,
    status: offer.status,
    amountKobo: offer.amountKobo,
    etaS: offer.etaS,
    distanceM: offer.distanceM,
    driver: {
      id: offer.driverId,
      fullName: driver?.user.fullName ?? "Driver",
      profileImage: driver?.profileImage ?? null,
      rating: driver?.rating ?? null,
      ratingCount: driver?.ratingCount ?? 0,
      vehicle: driver
        ? { ...vehicleOf(driver), imageUrl: vehiclePhotoUrl(driver) }
        : { type: "Unknown", plateNumber: null, color: null, imageUrl: null },
    },
    createdAt: offer.createdAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
  };
}

/** A searching ride as a driver's request list shows it. */
export function toDriverRequest(
  ride: Ride,
  people: People,
  distanceToPickupM: number,
  myOffer: OfferView | null,
  offerRange: AmountRange,
): DriverRequest {
  const rider = people.get(ride.riderId);
  return {
    id: ride.id,
    rideType: ride.rideType as RideTypeId,
    pickup: { lat: ride.pickupLat, lon: ride.pickupLon, name: ride.pickupName },
    destination: { lat: ride.destLat, lon: ride.destLon, name: ride.destName },
    fareKobo: ride.fareKobo,
    offerKobo: ride.offerKobo ?? ride.fareKobo,
    offerRange,
    distanceM: ride.distanceM,
    durationS: ride.durationS,
    distanceToPickupM,
    roundTrip: ride.roundTrip,
    waitMinutes: ride.waitMinutes,
    scheduledAt: iso(ride.scheduledAt),
    note: ride.note,
    luggage: { hasLuggage: ride.hasLuggage, imageUrl: luggagePhotoUrl(ride) },
    rider: { fullName: rider?.user.fullName ?? "Rider", rating: rider?.rating ?? null },
    expiresAt: (ride.searchExpiresAt ?? ride.updatedAt).toISOString(),
    createdAt: ride.createdAt.toISOString(),
    myOffer,
  };
}
