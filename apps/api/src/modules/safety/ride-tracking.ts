import {
  RIDE_SHARE_STATUS_LINES,
  type RideTrackingView,
  SAFETY_MESSAGES,
  type SharedDeliveryTrackingView,
  splitFullName,
  type TrackingView,
} from "@campusgo/domain";
import type { Delivery } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { DriverPosition } from "../../realtime/location-index.ts";
import type { DeliveryDeps } from "../deliveries/deps.ts";
import { trackDelivery } from "../deliveries/tracking.ts";
import { toTrackingView } from "../deliveries/view.ts";
import { loadPeople, type Person } from "../drivers/people.ts";
import type { SafetyDeps } from "./deps.ts";
import { deliveryLinkExpiresAt, isShareable, rideLinkExpiresAt, sharedTripOfToken } from "./share.ts";

/** Places to about 100 m: enough to draw the way, not to find a door. */
const roughly = (degrees: number) => Math.round(degrees * 1000) / 1000;
const firstName = (person: Person) =>
  person.user.firstName?.trim() || splitFullName(person.user.fullName).firstName;

/** The path of the driver's picture through the link. */
export const sharedPhotoPath = (token: string) => `/api/track/${token}/photo`;

/**
 * What a delivery its sender shared shows: what its recipient's link shows (the driver's first name and vehicle,
 * the way, the steps, the position while the parcel is on its way) and the driver's picture through the link, as
 * a shared ride's, with the share's own life: 410 once the delivery was cancelled, or ended
 * TRIP_SHARE_MINUTES_AFTER ago.
 */
async function trackSharedDelivery(
  deps: SafetyDeps,
  delivery: Delivery,
  token: string,
  now: Date,
): Promise<SharedDeliveryTrackingView> {
  const expiresAt = deliveryLinkExpiresAt(delivery);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError("gone", SAFETY_MESSAGES.linkGone);
  }
  const { driverId } = delivery;
  const [people, position] = await Promise.all([
    driverId ? loadPeople(deps.db, [driverId]) : undefined,
    driverId && delivery.status === "in_transit" ? deps.locations.get(driverId) : undefined,
  ]);
  const fresh = position && position.at >= now.getTime() - deps.config.rides.locationStaleMs;
  const driver = driverId ? people?.get(driverId) : undefined;
  const view = toTrackingView(delivery, driver, fresh ? position : undefined);
  return {
    ...view,
    driver: view.driver
      ? { ...view.driver, photoUrl: driver?.user.profileImage ? sharedPhotoPath(token) : null }
      : null,
    linkExpiresAt: expiresAt?.toISOString() ?? null,
  };
}

/**
 * What a trip's shared link `token` shows now, or undefined when the token names no shared trip: 410 once the
 * link has expired (the trip cancelled, or ended TRIP_SHARE_MINUTES_AFTER ago). The driver's live position is
 * shown while the ride is under way (a delivery's while the parcel is on its way), if fresh.
 */
export async function trackSharedRide(
  deps: SafetyDeps,
  token: string,
  now = new Date(),
): Promise<RideTrackingView | SharedDeliveryTrackingView | undefined> {
  const found = await sharedTripOfToken(deps.db, token);
  if (!found) return undefined;
  if (found.delivery) return trackSharedDelivery(deps, found.delivery, token, now);
  const { ride } = found;
  const expiresAt = rideLinkExpiresAt(ride);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError("gone", SAFETY_MESSAGES.linkGone);
  }
  const live = isShareable(ride.status);
  const [people, position] = await Promise.all([
    loadPeople(deps.db, [ride.riderId, ride.driverId]),
    live && ride.driverId ? deps.locations.get(ride.driverId) : undefined,
  ]);
  const rider = people.get(ride.riderId);
  const driver = ride.driverId ? people.get(ride.driverId) : undefined;
  const fresh: DriverPosition | undefined =
    position && position.at >= now.getTime() - deps.config.rides.locationStaleMs ? position : undefined;
  return {
    kind: "ride",
    status: ride.status,
    statusLine: RIDE_SHARE_STATUS_LINES[ride.status] ?? "",
    riderFirstName: (rider && firstName(rider)) || "Someone",
    pickup: { name: ride.pickupName, lat: roughly(ride.pickupLat), lon: roughly(ride.pickupLon) },
    destination: { name: ride.destName, lat: roughly(ride.destLat), lon: roughly(ride.destLon) },
    driver: driver
      ? {
          firstName: firstName(driver),
          photoUrl: driver.user.profileImage ? sharedPhotoPath(token) : null,
          vehicle: {
            type: driver.profile?.vehicleType ?? "Unknown",
            color: driver.profile?.vehicleColor ?? null,
            plateNumber: driver.profile?.plateNumber ?? null,
          },
        }
      : null,
    position: fresh
      ? { lat: fresh.lat, lon: fresh.lon, heading: fresh.heading, at: new Date(fresh.at).toISOString() }
      : null,
    endedAt: ride.completedAt?.toISOString() ?? null,
    linkExpiresAt: expiresAt?.toISOString() ?? null,
  };
}

/**
 * The key of the picture of the driver of the ride or delivery a live shared link names; 404 otherwise (a
 * recipient's tracking link is no share: it shows no picture).
 */
export async function sharedDriverPhotoKey(
  deps: SafetyDeps,
  token: string,
  now = new Date(),
): Promise<string> {
  const found = await sharedTripOfToken(deps.db, token);
  const trip = found?.ride ?? found?.delivery;
  const expiresAt = found?.ride
    ? rideLinkExpiresAt(found.ride)
    : found?.delivery
      ? deliveryLinkExpiresAt(found.delivery)
      : null;
  const driverId = trip?.driverId;
  if (!trip || !driverId || (expiresAt && expiresAt.getTime() <= now.getTime())) {
    throw new AppError("not_found", SAFETY_MESSAGES.linkNotFound);
  }
  const driver = (await loadPeople(deps.db, [driverId])).get(driverId);
  if (!driver?.user.profileImage) throw new AppError("not_found", SAFETY_MESSAGES.linkNotFound);
  return driver.user.profileImage;
}

/** What a link /track/<token> shows, a shared ride's or delivery's, or a delivery's (404 when it names none). */
export async function trackLink(
  deps: { safety: SafetyDeps; deliveries: DeliveryDeps },
  token: string,
  now = new Date(),
): Promise<TrackingView | SharedDeliveryTrackingView | RideTrackingView> {
  return (await trackSharedRide(deps.safety, token, now)) ?? trackDelivery(deps.deliveries, token, now);
}
