import type { Ride } from "../../rides/index.ts";

/** What the active ride bar says about a ride under way; null for a ride that is not under way now. */
export function activeRideLabel(ride: Pick<Ride, "status" | "pickup" | "destination">): string | null {
  switch (ride.status) {
    case "searching":
      return "Finding you a driver";
    case "accepted":
      return "Your driver is on the way";
    case "arrived":
      return "Driver has arrived";
    case "in_progress":
      return `On trip to ${ride.destination.name}`;
    case "waiting":
      return `Your driver is waiting at ${ride.destination.name}`;
    case "returning":
      return `On the way back to ${ride.pickup.name}`;
    default:
      return null;
  }
}
