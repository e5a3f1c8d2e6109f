import type { RideTypeId } from "@campusgo/domain";
import type { Ride } from "../../db/schema/index.ts";
import { askedDrivers } from "../dispatch/repo.ts";
import { dispatchTrip } from "../dispatch/service.ts";
import { loadPeople, type People } from "../drivers/people.ts";
import { queueRequestPush } from "../push/ride-requests.ts";
import type { RideDeps } from "./deps.ts";
import { driverRange } from "./prices.ts";
import { toDriverRequest } from "./view.ts";

/**
 * Sends a searching ride's request to the drivers around (dispatch/service.ts): to vehicles of its ride type, as
 * "ride:request" cards. Nothing unless the ride is still searching.
 */
export async function dispatchRide(
  deps: RideDeps,
  ride: Ride,
  now = new Date(),
  options: { fresh?: boolean } = {},
): Promise<string[]> {
  if (ride.status !== "searching") return [];
  const range = driverRange(deps, ride);
  // The rider's name and rating go on the card: loaded once, and only when someone is there to ask.
  let people: Promise<People> | undefined;
  return dispatchTrip(
    deps,
    {
      kind: "ride",
      id: ride.id,
      bookerId: ride.riderId,
      pickup: { lat: ride.pickupLat, lon: ride.pickupLon },
      rideTypes: [ride.rideType as RideTypeId],
      round: ride.searchRound,
      radiusM: ride.searchRadiusM,
      send: async (driverIds, distance) => {
        people ??= loadPeople(deps.db, [ride.riderId]);
        deps.hub.toUsers(
          driverIds,
          "ride:request",
          toDriverRequest(ride, await people, distance, null, range),
        );
      },
      push: (driverIds) => queueRequestPush(deps, ride.id, driverIds),
    },
    now,
    options,
  );
}

/** Tells the drivers a ride was sent to that it is gone (taken by another driver, cancelled or expired). */
export async function closeRideRequests(deps: RideDeps, ride: Ride, except?: string | null): Promise<void> {
  const drivers = await askedDrivers(deps.db, ride.id, except);
  deps.hub.toUsers(drivers, "ride:request:gone", { rideId: ride.id });
}
