import type { Ride } from "../api/types.ts";

/** What the driver does next on their ride, named after the call that does it. */
export type DriverStep = "arrive" | "start" | "wait" | "return" | "complete";

/**
 * The driver's next step: arrive, start with the PIN, then complete; a round trip first waits at the
 * destination and drives back, and only completes from the way back (docs/decisions/0011-round-trips.md).
 */
export function nextStep(ride: Pick<Ride, "status" | "roundTrip">): DriverStep | null {
  switch (ride.status) {
    case "accepted":
      return "arrive";
    case "arrived":
      return "start";
    case "in_progress":
      return ride.roundTrip ? "wait" : "complete";
    case "waiting":
      return "return";
    case "returning":
      return "complete";
    default:
      return null;
  }
}

/** Where the driver is heading now, and from where: the pickup, the destination, or back to the pickup. */
export function currentLeg(ride: Pick<Ride, "status" | "pickup" | "destination">) {
  if (ride.status === "in_progress") return { to: ride.destination, from: ride.pickup, toPickup: false };
  if (ride.status === "waiting" || ride.status === "returning") {
    return { to: ride.pickup, from: ride.destination, toPickup: true };
  }
  return { to: ride.pickup, from: null, toPickup: true };
}
