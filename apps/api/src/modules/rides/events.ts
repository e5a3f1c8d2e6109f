import { formatDistance, formatNaira, formatOnDay, plural, priceNoteOf, RIDE_TYPES } from "@campusgo/domain";
import type { Ride } from "../../db/schema/index.ts";
import type { People } from "../drivers/people.ts";
import type { NewNotification } from "../notifications/repo.ts";
import type { RideDeps } from "./deps.ts";
import { toRideView } from "./view.ts";
import { loadRideViewData, type RideViewData } from "./view-data.ts";

export const rideTypeName = (rideType: number) => RIDE_TYPES.find((t) => t.id === rideType)?.name ?? "ride";

/** Sends the ride to its rider and its driver ("ride:updated"), each in their own view. */
export async function publishRide(deps: RideDeps, ride: Ride, people?: People): Promise<RideViewData> {
  const loaded = await loadRideViewData(deps.db, [ride], people);
  deps.hub.toUser(ride.riderId, "ride:updated", { ride: toRideView(ride, ride.riderId, loaded) });
  if (ride.driverId) {
    deps.hub.toUser(ride.driverId, "ride:updated", { ride: toRideView(ride, ride.driverId, loaded) });
  }
  return loaded;
}

/** Stores an in-app notification (pushed to the user's sockets); a failure never fails the ride. */
export async function notifyUser(
  deps: Pick<RideDeps, "notifier" | "log">,
  userId: string,
  notification: NewNotification,
): Promise<void> {
  try {
    await deps.notifier.notify(userId, notification);
  } catch (error) {
    deps.log.warn({ err: error, userId, kind: notification.kind }, "notification failed");
  }
}

const firstName = (people: People, id: string | null) =>
  (id ? people.get(id)?.user.fullName : undefined)?.split(/\s+/)[0] ?? "Your driver";

/** The in-app notifications of a ride's life (SPEC: offer received, accepted, arrived, started, completed, cancelled). */
export const rideNotices = {
  offerReceived: (ride: Ride, people: People, driverId: string, amountKobo: number): NewNotification => ({
    kind: "ride.offer",
    title: "New offer",
    body: `${firstName(people, driverId)} offered ${formatNaira(amountKobo)} for your ${rideTypeName(ride.rideType)} ride to ${ride.destName}.`,
    link: "/dashboard/bidder",
  }),
  offerAccepted: (ride: Ride, amountKobo: number): NewNotification => ({
    kind: "ride.offer_accepted",
    title: "Offer accepted",
    body: `Your offer of ${formatNaira(amountKobo)} was accepted. Pick up the rider at ${ride.pickupName}.`,
    link: "/dashboard",
  }),
  arrived: (ride: Ride, people: People): NewNotification => ({
    kind: "ride.arrived",
    title: "Your driver has arrived",
    body: `${firstName(people, ride.driverId)} is waiting at ${ride.pickupName}. Share your PIN to start the trip.`,
    link: "/dashboard/driver-call",
  }),
  started: (ride: Ride): NewNotification => ({
    kind: "ride.started",
    title: "Trip started",
    body: `You are on your way to ${ride.destName}.`,
    link: "/dashboard/driver-call",
  }),
  completedRider: (ride: Ride): NewNotification => ({
    kind: "ride.completed",
    title: "Trip completed",
    body: `You have arrived at ${ride.destName}. Amount: ${formatNaira(ride.amountKobo ?? ride.fareKobo)}.`,
    link: "/dashboard/my-bookings",
  }),
  completedDriver: (ride: Ride): NewNotification => ({
    kind: "ride.completed",
    title: "Trip completed",
    body:
      ride.endedAwayM !== null && priceNoteOf(ride)
        ? `Trip to ${ride.destName}: ${priceNoteOf(ride)}. Your earnings for it are on hold until we have reviewed the trip.`
        : `Trip to ${ride.destName} completed. You earned ${formatNaira(ride.amountKobo ?? ride.fareKobo)}.`,
    link: "/dashboard",
  }),
  waiting: (ride: Ride): NewNotification => ({
    kind: "ride.waiting",
    title: "Your driver is waiting",
    body: `Your driver waits up to ${plural(ride.waitMinutes, "minute")} at ${ride.destName} before the way back.`,
    link: "/dashboard/driver-call",
  }),
  returning: (ride: Ride): NewNotification => ({
    kind: "ride.returning",
    title: "On the way back",
    body: `The way back to ${ride.pickupName} has started.`,
    link: "/dashboard/driver-call",
  }),
  endedEarly: (ride: Ride): NewNotification => ({
    kind: "ride.completed",
    title: "Trip completed",
    body: `The rider ended the trip at ${ride.destName}. You earned ${formatNaira(ride.amountKobo ?? ride.fareKobo)}.`,
    link: "/dashboard",
  }),
  scheduledMissed: (ride: Ride): NewNotification => ({
    kind: "ride.scheduled_missed",
    title: "Scheduled ride not started",
    body: `Your ride to ${ride.destName} could not start because you were on another ride.`,
    link: "/dashboard/my-bookings",
  }),
  reservedRider: (ride: Ride, people: People, byServer: boolean): NewNotification => ({
    kind: "ride.reserved",
    title: "Driver booked",
    body: `${byServer ? "We accepted" : "You accepted"} ${firstName(people, ride.driverId)}'s offer of ${formatNaira(ride.amountKobo ?? ride.fareKobo)} for your ride to ${ride.destName} ${formatOnDay(ride.scheduledAt)}. Your driver confirms near the time.`,
    link: "/dashboard/driver-call",
  }),
  reservedDriver: (ride: Ride): NewNotification => ({
    kind: "ride.reserved",
    title: "Booking for later",
    body: `You are booked to pick up a rider at ${ride.pickupName} ${formatOnDay(ride.scheduledAt)}. Confirm when we remind you.`,
    link: "/dashboard",
  }),
  acceptedForRider: (ride: Ride, people: People): NewNotification => ({
    kind: "ride.accepted",
    title: "Driver found",
    body: `We accepted ${firstName(people, ride.driverId)}'s offer of ${formatNaira(ride.amountKobo ?? ride.fareKobo)}, within your limit. Your driver is on the way to ${ride.pickupName}.`,
    link: "/dashboard/driver-call",
  }),
  confirmBooking: (ride: Ride): NewNotification => ({
    kind: "ride.confirm",
    title: "Confirm your booking",
    body: `Pickup at ${ride.pickupName} ${formatOnDay(ride.scheduledAt)}. Confirm you are coming, or the ride goes to another driver.`,
    link: "/dashboard",
  }),
  confirmed: (ride: Ride, people: People): NewNotification => ({
    kind: "ride.confirmed",
    title: "Your driver is on the way",
    body: `${firstName(people, ride.driverId)} confirmed and is heading to ${ride.pickupName}.`,
    link: "/dashboard/driver-call",
  }),
  releasedRider: (ride: Ride): NewNotification => ({
    kind: "ride.released",
    title: "Finding you another driver",
    body: `Your driver did not confirm your ride to ${ride.destName}, so we are asking other drivers now.`,
    link: "/dashboard/looking-for",
  }),
  releasedDriver: (ride: Ride): NewNotification => ({
    kind: "ride.released",
    title: "Booking released",
    body: `You did not confirm the pickup at ${ride.pickupName} in time, so it went to other drivers.`,
    link: "/dashboard",
  }),
  noDriver: (ride: Ride): NewNotification => ({
    kind: "ride.expired",
    title: "No driver found",
    body: ride.scheduledAt
      ? `Nobody has taken your ride to ${ride.destName} ${formatOnDay(ride.scheduledAt)} yet. Search now, search wider, or cancel.`
      : `No driver took your ride to ${ride.destName}. Search again, search wider, or cancel.`,
    link: "/dashboard/looking-for",
  }),
  endedAway: (ride: Ride): NewNotification => ({
    kind: "ride.ended_away",
    title: "Trip ended before the destination",
    body: `Your driver ended the trip ${formatDistance(ride.endedAwayM ?? 0)} from ${ride.roundTrip ? ride.pickupName : ride.destName}.${
      priceNoteOf(ride) ? ` ${priceNoteOf(ride)}, for the distance driven.` : ""
    } If that was not your choice, flag it from your booking.`,
    link: "/dashboard/my-bookings",
  }),
  /** The other side of a cancelled ride; a driver whose rider cancelled after arriving is told the fee comes. */
  cancelled: (ride: Ride, by: "rider" | "driver", feeKobo = 0): NewNotification => ({
    kind: "ride.cancelled",
    title: "Ride cancelled",
    body: `The ${by} cancelled the ride to ${ride.destName}: ${ride.cancelReason ?? "no reason given"}.${
      feeKobo > 0
        ? ` The rider owes the ${formatNaira(feeKobo)} cancellation fee; it is yours, less the commission, once they pay.`
        : ""
    }`,
    link: by === "rider" ? "/dashboard" : "/dashboard/my-bookings",
  }),
};
